import type { RelayOwnerRecord } from '../../features/accounts';
import type { RelayTokenRecord } from '../../features/tokens';
import { usableGroups, type GroupOptions } from '../../features/pricing';
import { secretHash } from '../../platform/crypto/secrets';
import type { OptionStore } from '../../platform/options/option-store';
import type { HotState } from '../hot-state/hot-state';
import type { TokenEntry } from '../hot-state/token-table';
import { checkModelLimits, checkTokenWithoutModel, type RequestedModel } from '../pipeline/check-token';
import type { RelayError } from '../pipeline/relay-error';
import { keyHint, readRelayKey, type KeyedRequest } from '../pipeline/relay-key';
import type { AdmittedEntry } from './admit';

/*
 * Who pays for a keyed request (server-behaviour 2.2, 2.3): the key read and
 * its token found in the hot state, then the token checks in the
 * established order. Every check but the token's model limits needs no
 * model, and the model limits come last: the relay runs the others before
 * it reads the body (`checkKey`), and the model limits once the body names
 * the model (`checkPayerModel`, from admit.ts).
 */

/** The key a request carries and the live token it names, with the token's owner. */
export interface KeyLookup {
  /** Without `sk-` and the pin; '' when the request carries none. */
  readonly key: string;
  readonly channelPin: string | null;
  /** Null when the request carries no key, or one that names no live token. */
  readonly entry: TokenEntry | null;
}

/** Who pays, once checked, and the group whose channels serve the request. */
export interface Payer {
  readonly entry: AdmittedEntry;
  readonly owner: RelayOwnerRecord;
  /** May be `auto`. */
  readonly usingGroup: string;
  /** The groups the payer may use (pricing's `usableGroups`). */
  readonly usable: Readonly<Record<string, string>>;
  readonly pinnedChannelId: number | null;
  /** How the key appears in an exhausted-token answer (`sk-abc***xyz`); null when no key pays (the playground). */
  readonly keyHint: string | null;
}

export type PayerResult = { readonly ok: true; readonly payer: Payer } | { readonly ok: false; readonly error: RelayError };

/** What the token checks read of a request besides its key and model. */
export interface KeyFacts {
  readonly clientIp: string;
  readonly now: Date;
}

/** What the token checks read of a request besides its key. */
export type RequestFacts = KeyFacts & RequestedModel;

/** Reads the key (relay-key.ts) and finds its token in the hot state (read once from the database the first time a key comes). */
export async function lookUpKey(hot: HotState, request: KeyedRequest): Promise<KeyLookup> {
  const { key, channelPin } = readRelayKey(request);
  return { key, channelPin, entry: key === '' ? null : await hot.tokens.lookup(secretHash(key)) };
}

/**
 * A key checked for a call that names no model (the billing endpoints):
 * every check of 2.3 except the token's model limits, which only a model
 * can fail. The allowance is not checked, as for a request (the wallet's).
 */
export async function checkKeyWithoutModel(
  hot: HotState,
  options: OptionStore,
  request: KeyedRequest,
  clientIp: string,
  now: Date,
): Promise<{ readonly ok: true; readonly token: RelayTokenRecord; readonly owner: RelayOwnerRecord } | { readonly ok: false; readonly error: RelayError }> {
  const lookup = await lookUpKey(hot, request);
  const checked = checkKey(lookup, groupOptions(options), options, { clientIp, now });
  return checked.ok ? { ok: true, token: lookup.entry!.token, owner: checked.payer.owner } : checked;
}

/**
 * The checks of 2.3 a key passes or fails whatever model the request names:
 * all but the token's model limits, which come last. So a request whose key
 * is missing, wrong, disabled, expired, from an address it may not use, or
 * whose owner is banned is refused before its body is read (2.3 comes before
 * 2.4's body errors, and nobody without a key makes the relay read or parse
 * a body); one that passes has its payer, and only the model limits are left.
 */
export function checkKey({ key, channelPin, entry }: KeyLookup, groups: GroupOptions, options: OptionStore, facts: KeyFacts): PayerResult {
  const owner = entry?.owner ?? null;
  const usable = usableGroups(groups, owner?.group ?? null);
  const checked = checkTokenWithoutModel({
    key,
    channelPin,
    token: entry?.token ?? null,
    // The allowance is the wallet's: the reservation refuses an exhausted token.
    allowance: { unlimited: true, remaining: 0 },
    owner,
    usableGroups: usable,
    pricedGroups: options.get('GroupRatio'),
    clientIp: facts.clientIp,
    now: facts.now,
  });
  if (!checked.ok) return checked;
  return {
    ok: true,
    payer: { entry: entry!, owner: owner!, usingGroup: checked.usingGroup, usable, pinnedChannelId: checked.pinnedChannelId, keyHint: keyHint(key) },
  };
}

/** The last check, once the request names its model: the payer's token's model limits (2.4). */
export function checkPayerModel(checked: PayerResult, model: RequestedModel): PayerResult {
  if (!checked.ok) return checked;
  const refusal = checkModelLimits(checked.payer.entry.token, model);
  return refusal === null ? checked : { ok: false, error: refusal };
}

export function groupOptions(options: OptionStore): GroupOptions {
  return {
    UserUsableGroups: options.get('UserUsableGroups'),
    'group_ratio_setting.group_special_usable_group': options.get('group_ratio_setting.group_special_usable_group'),
    AutoGroups: options.get('AutoGroups'),
    GroupRatio: options.get('GroupRatio'),
  };
}
