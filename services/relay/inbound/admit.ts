import { autoGroups, estimateReservation, normaliseModelName, usableGroups, type GroupOptions, type ResolvedPrice } from '../../features/pricing';
import { secretHash } from '../../platform/crypto/secrets';
import type { OptionStore } from '../../platform/options/option-store';
import type { HotState } from '../hot-state/hot-state';
import type { RelayChannel } from '../hot-state/channel-table';
import type { TokenEntry } from '../hot-state/token-table';
import { checkToken } from '../pipeline/check-token';
import type { RelayError } from '../pipeline/relay-error';
import { readRelayKey, type KeyedRequest } from '../pipeline/relay-key';
import { checkPinnedChannel, openSelection, type Selection } from '../pipeline/select-channel';

/*
 * Whether a request may go upstream, decided from memory (the hot state):
 * the key and its token (server-behaviour 2.2, 2.3), the channels that can
 * serve the model in the token's group (2.4, 3.2), and the price with the
 * quota to hold (4.2). Nothing is recorded yet: the caller reserves next.
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
}

export interface Admission {
  readonly entry: TokenEntry;
  readonly userId: number;
  readonly model: string;
  /** The group the request is billed in (for `auto`, the group that serves it). */
  readonly group: string;
  readonly selection: Selection;
  /** The pinned channel an admin named with `sk-<key>-<id>`, else null. */
  readonly pinned: RelayChannel | null;
  readonly price: ResolvedPrice;
  /** The quota to reserve. */
  readonly hold: number;
  readonly promptEstimate: number;
}

export type AdmissionResult = { readonly ok: true; readonly admission: Admission } | { readonly ok: false; readonly error: RelayError };

const refuse = (error: RelayError): AdmissionResult => ({ ok: false, error });

/** The answer budget the client set: the larger of the names OpenAI has used for it; 0 when none. */
export function answerBudget(body: Readonly<Record<string, unknown>>): number {
  let budget = 0;
  for (const name of ['max_tokens', 'max_completion_tokens', 'max_output_tokens']) {
    const value = body[name];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > budget) budget = value;
  }
  return budget;
}

export async function admit(hot: HotState, options: OptionStore, input: AdmissionInput): Promise<AdmissionResult> {
  const { key, channelPin } = readRelayKey(input.request);
  const entry = key === '' ? null : await hot.tokens.lookup(secretHash(key));
  const owner = entry?.owner ?? null;
  const groups = groupOptions(options);
  const usable = usableGroups(groups, owner?.group ?? null);
  const modelMatchName = normaliseModelName(input.model);
  const checked = checkToken({
    key,
    channelPin,
    token: entry?.token ?? null,
    // The allowance is the wallet's: the reservation refuses an exhausted token.
    allowance: { unlimited: true, remaining: 0 },
    owner,
    usableGroups: usable,
    pricedGroups: options.get('GroupRatio'),
    model: input.model,
    modelMatchName,
    clientIp: input.clientIp,
    now: input.now,
  });
  if (!checked.ok) return checked;
  if (input.model === '') return refuse({ kind: 'model_required' });

  const channels = hot.channels();
  let selection: Selection | null;
  let pinned: RelayChannel | null = null;
  if (checked.pinnedChannelId !== null) {
    pinned = channels.channels.get(checked.pinnedChannelId) ?? null;
    const pinError = checkPinnedChannel(pinned === null ? undefined : { status: pinned.record.status });
    if (pinError !== null) return refuse(pinError);
    selection = { group: checked.usingGroup, candidates: [{ priority: 0, channelIds: [checked.pinnedChannelId], weights: [1] }], tried: [] };
  } else {
    selection = openSelection(channels.abilities, {
      group: checked.usingGroup,
      model: input.model,
      modelMatchName,
      autoGroups: autoGroups(groups, usable),
    });
    if (selection === null) return refuse({ kind: 'no_channel', group: checked.usingGroup, model: input.model });
  }

  const promptEstimate = input.countPrompt();
  const estimate = estimateReservation(hot.prices(), {
    model: input.model,
    userGroup: owner!.group,
    usingGroup: selection.group,
    acceptUnsetPrice: options.get('SelfUseModeEnabled') || owner!.acceptUnsetPrice,
    promptTokens: promptEstimate,
    maxTokens: answerBudget(input.body),
  });
  if (estimate.kind === 'no-price') return refuse({ kind: 'unpriced_model', model: input.model });
  return {
    ok: true,
    admission: {
      entry: entry!,
      userId: entry!.token.userId,
      model: input.model,
      group: selection.group,
      selection,
      pinned,
      price: estimate.price,
      hold: estimate.quota,
      promptEstimate,
    },
  };
}

export function groupOptions(options: OptionStore): GroupOptions {
  return {
    UserUsableGroups: options.get('UserUsableGroups'),
    'group_ratio_setting.group_special_usable_group': options.get('group_ratio_setting.group_special_usable_group'),
    AutoGroups: options.get('AutoGroups'),
    GroupRatio: options.get('GroupRatio'),
  };
}
