import type { RelayOwnerRecord } from '../../features/accounts';
import {
  AUTO_GROUP,
  autoGroups,
  estimateReservation,
  imagePriceRatio,
  normaliseModelName,
  usableGroups,
  type GroupOptions,
  type PriceTable,
  type ResolvedPrice,
} from '../../features/pricing';
import type { RelayTokenRecord } from '../../features/tokens';
import type { OptionStore } from '../../platform/options/option-store';
import type { HotState } from '../hot-state/hot-state';
import type { RelayChannel } from '../hot-state/channel-table';
import type { RelayError } from '../pipeline/relay-error';
import type { KeyedRequest } from '../pipeline/relay-key';
import { checkPinnedChannel, openSelection, type Selection } from '../pipeline/select-channel';
import { allToolCalls, NO_TOOL_CALLS, toolCallsHeldForResponsesRequest, toolCallsOfChatRequest, type ToolCallCounts } from '../pipeline/tool-calls';
import { checkKey, checkPayerModel, groupOptions, lookUpKey, type Payer, type PayerResult, type RequestFacts } from './key-checks';

/*
 * Whether a request may go upstream, decided from memory (the hot state):
 * who pays for it, the channels that can serve the model in its group
 * (server-behaviour 2.4, 3.2), and the price with the quota to hold (4.2).
 * Nothing is recorded yet: the caller reserves next.
 *
 * Who pays is settled first, one of two ways:
 * - a key (2.2, 2.3): `lookUpKey` finds its token and the token's owner,
 *   then the token checks run (those that need no model usually ran before
 *   the body was read: `checkedKey`), the model limits last;
 * - the playground (13): the console's signed-in user, whom the front door
 *   authenticated (playground.ts), with no token. The group is the body's
 *   `group` when the user may use it, else the user's own. The token the
 *   request carries is made for it and is in no table (`id` null), so the
 *   reservation holds the user's quota alone; `group` is not sent upstream.
 *
 * One difference from 2.3's order: a token's remaining allowance is the
 * wallet's, so an exhausted token is refused by the reservation, after the
 * IP, group and model checks rather than before them.
 */

export interface AdmissionInput {
  readonly request: KeyedRequest;
  /** The parsed JSON body. */
  readonly body: Readonly<Record<string, unknown>>;
  /** The model the request names (the body's, or the path's). */
  readonly model: string;
  readonly clientIp: string;
  readonly now: Date;
  /** The prompt estimate for this body (count-tokens). */
  readonly countPrompt: () => number;
  /** Who pays, by the request's key checked already without the model (`checkKey`, before the body was read); looked up and checked here when absent. */
  readonly checkedKey?: Payer;
}

/** What the front door learnt of the caller beside the request: relay-openai hands its RelayContext on as this. */
export interface AdmissionContext {
  readonly clientIp: string;
  /** The playground: the console's signed-in user, who pays with no token. Absent: the request's key says who pays. */
  readonly signedIn?: RelayOwnerRecord;
}

/** A token as an admission holds it: the key's, or the one the playground makes for a request, which is in no table (`id` null). */
export type AdmittedToken = Omit<RelayTokenRecord, 'id'> & { readonly id: number | null };

export interface AdmittedEntry {
  readonly token: AdmittedToken;
  /** The user who pays (typed as the hot state holds it; never null once admitted). */
  readonly owner: RelayOwnerRecord | null;
}

export interface Admission {
  readonly entry: AdmittedEntry;
  readonly userId: number;
  /** The key as an exhausted-token answer shows it; null for the playground. */
  readonly keyHint: string | null;
  readonly model: string;
  /** The group the request is billed in (for `auto`, the group that serves it). */
  readonly group: string;
  /** The body's fields to send upstream: the request's, less what the gateway reads for itself (the playground's `group`). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly selection: Selection;
  /** The pinned channel an admin named with `sk-<key>-<id>`, else null. */
  readonly pinned: RelayChannel | null;
  readonly price: ResolvedPrice;
  /** The price table the request was admitted under: its tool calls are priced by it too, as `price` is. */
  readonly prices: PriceTable;
  /** The tool calls known before the call (a chat search model's search), held for and charged with those the answer reports. */
  readonly knownToolCalls: ToolCallCounts;
  /** The quota to reserve. */
  readonly hold: number;
  readonly promptEstimate: number;
}

export type AdmissionResult = { readonly ok: true; readonly admission: Admission } | { readonly ok: false; readonly error: RelayError };

const refuse = (error: RelayError): { readonly ok: false; readonly error: RelayError } => ({ ok: false, error });

const USER_ENABLED = 1;

/** The paths whose per-call price counts the images asked for (4.2: size × quality × n). */
const IMAGE_PATHS: ReadonlySet<string> = new Set(['/v1/images/generations', '/v1/images/edits']);

/** The chat paths, where a search model's search is known before the call (tool-calls.ts). */
const CHAT_PATHS: ReadonlySet<string> = new Set(['/v1/chat/completions', '/pg/chat/completions']);

/** The answer budget the client set: the larger of the names OpenAI has used for it; 0 when none. */
export function answerBudget(body: Readonly<Record<string, unknown>>): number {
  let budget = 0;
  for (const name of ['max_tokens', 'max_completion_tokens', 'max_output_tokens']) {
    const value = body[name];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > budget) budget = value;
  }
  return budget;
}

/** `context.signedIn` (the playground) pays when present; otherwise the request's key. */
export async function admit(hot: HotState, options: OptionStore, context: AdmissionContext, input: AdmissionInput): Promise<AdmissionResult> {
  const groups = groupOptions(options);
  const facts: RequestFacts = { model: input.model, modelMatchName: normaliseModelName(input.model), clientIp: input.clientIp, now: input.now };
  const { signedIn } = context;
  const payer =
    signedIn === undefined ? checkPayerModel(await keyPayer(hot, options, groups, input, facts), facts) : checkSignedIn(signedIn, groups, options, input.body);
  if (!payer.ok) return payer;
  const body = signedIn === undefined ? input.body : withoutGroup(input.body);
  const admitted = admitPayer(hot, options, groups, payer.payer, input, facts, body);
  if (admitted.ok || admitted.error.kind !== 'no_channel') return admitted;
  // A channel added a moment ago may be in the re-read that is running: wait for it before saying there is none.
  await hot.settled();
  return admitPayer(hot, options, groups, payer.payer, input, facts, body);
}

/** Who pays by the request's key, every check but the model limits passed: as checked before the body was read, or checked now. */
async function keyPayer(hot: HotState, options: OptionStore, groups: GroupOptions, input: AdmissionInput, facts: RequestFacts): Promise<PayerResult> {
  if (input.checkedKey !== undefined) return { ok: true, payer: input.checkedKey };
  return checkKey(await lookUpKey(hot, input.request), groups, options, facts);
}

/**
 * The playground's payer (13): the signed-in user, enabled; the body's
 * `group` if the user may use it (and, as for a token's group, it still has
 * a ratio), else the user's own group.
 */
function checkSignedIn(user: RelayOwnerRecord, groups: GroupOptions, options: OptionStore, body: Readonly<Record<string, unknown>>): PayerResult {
  if (user.status !== USER_ENABLED) return refuse({ kind: 'user_disabled' });
  const asked = body.group ?? '';
  if (typeof asked !== 'string') return refuse({ kind: 'bad_request', detail: 'group is the name of a group' });
  const usable = usableGroups(groups, user.group);
  if (asked !== '') {
    if (!Object.hasOwn(usable, asked)) return refuse({ kind: 'group_not_allowed', group: asked });
    if (asked !== AUTO_GROUP && !Object.hasOwn(options.get('GroupRatio'), asked)) return refuse({ kind: 'group_deprecated', group: asked });
  }
  const usingGroup = asked === '' ? user.group : asked;
  const token: AdmittedToken = {
    id: null,
    userId: user.id,
    name: `playground-${usingGroup}`,
    status: 1,
    expiredTime: -1,
    modelLimitsEnabled: false,
    modelLimits: '',
    allowIps: '',
    group: usingGroup,
  };
  return { ok: true, payer: { entry: { token, owner: user }, owner: user, usingGroup, usable, pinnedChannelId: null, keyHint: null } };
}

/** The playground's body as an upstream gets it: `group` is the gateway's, and OpenAI refuses fields it does not know. */
function withoutGroup(body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (!Object.hasOwn(body, 'group')) return body;
  const { group: _group, ...rest } = body;
  return rest;
}

/** The channels that can serve the model in the payer's group (or the pinned one), then the price and the quota to hold. */
function admitPayer(
  hot: HotState,
  options: OptionStore,
  groups: GroupOptions,
  payer: Payer,
  input: AdmissionInput,
  facts: RequestFacts,
  body: Readonly<Record<string, unknown>>,
): AdmissionResult {
  if (input.model === '') return refuse({ kind: 'model_required' });
  const image = IMAGE_PATHS.has(input.request.path)
    ? imagePriceRatio({ model: input.model, n: input.body.n, size: input.body.size, quality: input.body.quality })
    : null;
  if (image !== null && !image.ok) return refuse({ kind: 'bad_request', detail: image.message });

  const channels = hot.channels();
  let selection: Selection | null;
  let pinned: RelayChannel | null = null;
  if (payer.pinnedChannelId !== null) {
    pinned = channels.channels.get(payer.pinnedChannelId) ?? null;
    const known = pinned !== null ? { status: pinned.record.status } : channels.outOfService.has(payer.pinnedChannelId) ? { status: 0 } : undefined;
    const pinError = checkPinnedChannel(known);
    if (pinError !== null) return refuse(pinError);
    selection = { group: payer.usingGroup, model: input.model, candidates: [{ priority: 0, channelIds: [payer.pinnedChannelId], weights: [1] }], tried: [] };
  } else {
    selection = openSelection(channels.abilities, {
      group: payer.usingGroup,
      model: input.model,
      modelMatchName: facts.modelMatchName,
      autoGroups: autoGroups(groups, payer.usable),
    });
    if (selection === null) return refuse({ kind: 'no_channel', group: payer.usingGroup, model: input.model });
  }

  const promptEstimate = input.countPrompt();
  const prices = hot.prices();
  const knownToolCalls = CHAT_PATHS.has(input.request.path) ? toolCallsOfChatRequest(input.body) : NO_TOOL_CALLS;
  // A Responses request's declared tools are held for too (one call each), so its searches rarely settle above the hold.
  const heldToolCalls = input.request.path === '/v1/responses' ? allToolCalls(knownToolCalls, toolCallsHeldForResponsesRequest(input.body)) : knownToolCalls;
  const estimate = estimateReservation(prices, {
    model: input.model,
    userGroup: payer.owner.group,
    usingGroup: selection.group,
    acceptUnsetPrice: options.get('SelfUseModeEnabled') || payer.owner.acceptUnsetPrice,
    promptTokens: promptEstimate,
    maxTokens: answerBudget(input.body),
    imagePriceRatio: image?.ratio,
    toolCalls: heldToolCalls,
  });
  if (estimate.kind === 'no-price') return refuse({ kind: 'unpriced_model', model: input.model });
  return {
    ok: true,
    admission: {
      entry: payer.entry,
      userId: payer.entry.token.userId,
      keyHint: payer.keyHint,
      model: input.model,
      group: selection.group,
      body,
      selection,
      pinned,
      price: estimate.price,
      prices,
      knownToolCalls,
      hold: estimate.quota,
      promptEstimate,
    },
  };
}
