import type { RelayTokenRecord } from '../../features/tokens';
import { ROLE } from '../../platform/actor';
import { cidrContains, parseCidr, parseIp, type Cidr, type Ip } from '../../platform/egress/ip';
import { keyHint } from './relay-key';
import type { RelayError } from './relay-error';

/*
 * Whether a token may make this request (server-behaviour 2.3, and the
 * model limits the established gateway checks in its distributor, 2.4).
 * The checks run in the established gateway's order and the first failure
 * is the answer: the key, the token's status, its expiry, its allowance, its
 * IP allow-list, the owner's status, the token's group, the admin channel
 * pin, the token's model limits. Pure: the caller passes the token, its
 * owner and allowance as hot-state holds them, and `now`.
 *
 * Where we deliberately differ from the established gateway:
 * - The owner's status is what the caller read now (hot state invalidated
 *   by change events), so a banned user's keys stop at once.
 * - An expired or exhausted token is refused without changing its stored
 *   status (the established gateway flips it, and only without Redis):
 *   expiry and exhaustion are derived (docs/tokens-and-secrets.md).
 * - IPv4 addresses written as IPv4-mapped IPv6 (`::ffff:10.0.0.1`, how Node
 *   reports IPv4 clients on a dual-stack socket) match IPv4 entries, and the
 *   other way round. The allow-list splits on commas as well as lines.
 * - Model limits apply to pinned requests too (the established gateway
 *   skips them when a channel is pinned), and a limit matches the exact
 *   model name as well as its normalised one (`gpt-4-gizmo-*`).
 *
 * The model limits are the last check, and the only one that reads the
 * model. So the relay runs the others as soon as it has the key
 * (`checkTokenWithoutModel`), before it reads the body, and the model
 * limits alone once the body names the model (`checkModelLimits`):
 * together they are `checkToken`, each check run once.
 */

/** The token statuses a record may hold (1 and 2 are all this gateway stores; 3 and 4 come from imported data). */
const TOKEN_ENABLED = 1;
const TOKEN_EXPIRED = 3;
const TOKEN_EXHAUSTED = 4;
/** `expired_time` of a token that never expires. */
const NEVER_EXPIRES = -1;
const USER_ENABLED = 1;
/** The pseudo-group whose channels come from AutoGroups (pricing's AUTO_GROUP). */
const AUTO_GROUP = 'auto';

/** A token's allowance as the wallet holds it. */
export interface TokenAllowance {
  readonly unlimited: boolean;
  /** Quota left; zero or less is exhausted (unless unlimited). */
  readonly remaining: number;
}

/** What the checks need of the token's owner. */
export interface TokenOwner {
  /** 1 enabled; anything else is banned. */
  readonly status: number;
  readonly group: string;
  /** Admin and above (≥ 10) may pin a channel. */
  readonly role: number;
}

/** What the checks read of a request besides its model. */
export interface KeyCheckInput {
  /** The key the request carries (relay-key.ts), '' when none. */
  readonly key: string;
  /** The pin suffix of the key, as sent; null without one. */
  readonly channelPin: string | null;
  /** The live token with this key; null when none. */
  readonly token: RelayTokenRecord | null;
  readonly allowance: TokenAllowance;
  /** The token's owner; null when the user no longer exists. */
  readonly owner: TokenOwner | null;
  /** The groups the owner may use (pricing's `usableGroups`). */
  readonly usableGroups: Readonly<Record<string, unknown>>;
  /** The groups that have a ratio (option GroupRatio); a token group missing from it is deprecated. */
  readonly pricedGroups: Readonly<Record<string, unknown>>;
  /** The client address as the socket (or a trusted proxy) reports it. */
  readonly clientIp: string;
  readonly now: Date;
}

/** The model a request names: as sent, and normalised the way prices are looked up (pricing's `normaliseModelName`). */
export interface RequestedModel {
  readonly model: string;
  readonly modelMatchName: string;
}

export type TokenCheckInput = KeyCheckInput & RequestedModel;

export type TokenCheckResult =
  | {
      readonly ok: true;
      /** The group whose channels serve the request: the token's group when set, else the owner's (may be `auto`). */
      readonly usingGroup: string;
      /** The channel an admin pinned with `sk-<key>-<id>`; null when none. */
      readonly pinnedChannelId: number | null;
    }
  | { readonly ok: false; readonly error: RelayError };

const refuse = (error: RelayError): TokenCheckResult => ({ ok: false, error });

/** Runs the checks in order; the first that fails is the answer. */
export function checkToken(input: TokenCheckInput): TokenCheckResult {
  const checked = checkTokenWithoutModel(input);
  if (!checked.ok) return checked;
  const refusal = checkModelLimits(input.token!, input);
  return refusal === null ? checked : refuse(refusal);
}

/** Every check but the model limits, in order: what a request's key earns whatever model it names. */
export function checkTokenWithoutModel(input: KeyCheckInput): TokenCheckResult {
  const { token, owner } = input;
  if (input.key === '') return refuse({ kind: 'missing_key' });
  if (token === null) return refuse({ kind: 'invalid_key' });

  if (token.status === TOKEN_EXHAUSTED) return refuse({ kind: 'token_exhausted', keyHint: keyHint(input.key), remaining: null });
  if (token.status === TOKEN_EXPIRED) return refuse({ kind: 'token_expired' });
  if (token.status !== TOKEN_ENABLED) return refuse({ kind: 'token_disabled' });
  if (token.expiredTime !== NEVER_EXPIRES && token.expiredTime < Math.floor(input.now.getTime() / 1000)) return refuse({ kind: 'token_expired' });
  if (!input.allowance.unlimited && input.allowance.remaining <= 0)
    return refuse({ kind: 'token_exhausted', keyHint: keyHint(input.key), remaining: input.allowance.remaining });

  const ipError = checkClientIp(token.allowIps, input.clientIp);
  if (ipError !== null) return refuse(ipError);

  if (owner === null || owner.status !== USER_ENABLED) return refuse({ kind: 'user_disabled' });

  const tokenGroup = token.group;
  if (tokenGroup !== '' && tokenGroup !== AUTO_GROUP) {
    if (!Object.hasOwn(input.usableGroups, tokenGroup)) return refuse({ kind: 'group_not_allowed', group: tokenGroup });
    if (!Object.hasOwn(input.pricedGroups, tokenGroup)) return refuse({ kind: 'group_deprecated', group: tokenGroup });
  }

  let pinnedChannelId: number | null = null;
  if (input.channelPin !== null) {
    if (owner.role < ROLE.admin) return refuse({ kind: 'channel_pin_forbidden' });
    pinnedChannelId = /^\d{1,15}$/.test(input.channelPin) ? Number(input.channelPin) : 0;
    if (pinnedChannelId <= 0) return refuse({ kind: 'invalid_channel_pin' });
  }

  return { ok: true, usingGroup: tokenGroup === '' ? owner.group : tokenGroup, pinnedChannelId };
}

/** The token's model limits, the last check: null when the token may use the model. */
export function checkModelLimits(
  token: Pick<RelayTokenRecord, 'modelLimitsEnabled' | 'modelLimits'>,
  { model, modelMatchName }: RequestedModel,
): RelayError | null {
  if (!token.modelLimitsEnabled) return null;
  if (token.modelLimits.trim() === '') return { kind: 'no_model_allowed' };
  if (!listed(token.modelLimits, model) && !listed(token.modelLimits, modelMatchName)) return { kind: 'model_not_allowed', model };
  return null;
}

/** Whether `name` is one of the comma-separated entries of `list` (entries trimmed), without splitting the list. */
function listed(list: string, name: string): boolean {
  if (name === '') return false;
  for (let start = 0; start <= list.length;) {
    const comma = list.indexOf(',', start);
    const end = comma === -1 ? list.length : comma;
    if (list.slice(start, end).trim() === name) return true;
    start = end + 1;
  }
  return false;
}

/** null when the client may use the token from `clientIp`; an empty allow-list allows every address. */
export function checkClientIp(allowIps: string, clientIp: string): RelayError | null {
  const entries = allowIps.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const parsed = parseIp(clientIp.trim());
  if (parsed === null) return { kind: 'ip_unreadable' };
  const ip = unmapped(parsed);
  // An entry that is neither an address nor a range matches nothing: a list of only such entries refuses everyone.
  for (const entry of entries) {
    const range = parseCidr(entry);
    if (range !== null && cidrContains(unmappedRange(range), ip)) return null;
  }
  return { kind: 'ip_not_allowed' };
}

/** `::ffff:0:0/96`: IPv6 addresses that are IPv4 addresses. */
const MAPPED_PREFIX = 0xffffn << 32n;
const isMapped = (value: bigint): boolean => value >> 32n === 0xffffn;

/** An IPv4-mapped IPv6 address as the IPv4 address it is; any other address unchanged. */
function unmapped(ip: Ip): Ip {
  return ip.family === 6 && isMapped(ip.value) ? { family: 4, value: ip.value - MAPPED_PREFIX } : ip;
}

/** An IPv4-mapped IPv6 range (prefix ≥ 96) as the IPv4 range it is; any other range unchanged. */
function unmappedRange(range: Cidr): Cidr {
  return range.family === 6 && range.prefix >= 96 && isMapped(range.base) ? { family: 4, base: range.base - MAPPED_PREFIX, prefix: range.prefix - 96 } : range;
}
