import type { RelayAbility } from '../../features/channels';
import type { RelayError } from './relay-error';

/*
 * Which channel serves a request (server-behaviour 3.2, and the retry rule
 * of 3.3). The caller builds an ability index once per change of the
 * channels (`buildAbilityIndex`), opens a selection per request
 * (`openSelection`), and asks `pickChannel` once per attempt. A pick costs
 * one pass over the abilities of that (group, model) and no allocation
 * beyond its result: this is the hot path.
 *
 * The rule, the established gateway's memory-cache algorithm:
 * - abilities are grouped into priority tiers, highest first; attempt n
 *   prefers tier n (attempt 0 the highest), clamped to the lowest tier;
 * - inside a tier a channel is drawn at random in proportion to its weight;
 *   when every weight in play is 0, each channel counts the same. A weight-0
 *   channel next to weighted ones is therefore a standby: drawn only once its
 *   weighted siblings are used up. (The established gateway multiplies small
 *   weights by 100 to suit its integer draw; with a draw in [0, 1) that
 *   changes nothing.)
 * - the `auto` group walks AutoGroups (the ones the caller may use, pricing's
 *   `autoGroups`) in order and takes the first group with a channel for the
 *   model; retries stay in that group.
 * - a model with no ability under its own name is looked up under its
 *   normalised name (pricing's `normaliseModelName`).
 *
 * Where we deliberately differ from the established gateway:
 * - One algorithm (the established gateway has a second, different one when
 *   its memory cache is off).
 * - A retry never picks a channel that already failed in this request. When
 *   the preferred tier and those below it are used up, the highest tier with
 *   a channel left serves; when every channel has been tried, `pickChannel`
 *   answers null and the caller reports the last attempt's error (the
 *   established gateway re-picks, and can hit the failed channel again).
 * - No cross-group retry for `auto` (a token flag the tokens here do not
 *   have): a retry's price stays that of the group that was reserved for.
 */

/** The channels of one priority, with their weights (as stored; negative reads as 0). */
export interface PriorityTier {
  readonly priority: number;
  readonly channelIds: readonly number[];
  readonly weights: readonly number[];
}

/** The abilities of one (group, model): its tiers, highest priority first. Never empty. */
export type Candidates = readonly PriorityTier[];

/** group → model → candidates. */
export type AbilityIndex = ReadonlyMap<string, ReadonlyMap<string, Candidates>>;

/** The index of the enabled abilities; within a tier channels keep the order of their ids, so a pick is reproducible. */
export function buildAbilityIndex(abilities: Iterable<RelayAbility>): AbilityIndex {
  const byGroup = new Map<string, Map<string, RelayAbility[]>>();
  for (const ability of abilities) {
    let byModel = byGroup.get(ability.group);
    if (byModel === undefined) byGroup.set(ability.group, (byModel = new Map()));
    const list = byModel.get(ability.model);
    if (list === undefined) byModel.set(ability.model, [ability]);
    else list.push(ability);
  }
  const index = new Map<string, Map<string, Candidates>>();
  for (const [group, byModel] of byGroup) {
    const models = new Map<string, Candidates>();
    for (const [model, list] of byModel) models.set(model, tiersOf(list));
    index.set(group, models);
  }
  return index;
}

function tiersOf(abilities: RelayAbility[]): Candidates {
  const sorted = [...abilities].sort((a, b) => b.priority - a.priority || a.channelId - b.channelId);
  const tiers: { priority: number; channelIds: number[]; weights: number[] }[] = [];
  for (const ability of sorted) {
    let tier = tiers.at(-1);
    if (tier === undefined || tier.priority !== ability.priority) tiers.push((tier = { priority: ability.priority, channelIds: [], weights: [] }));
    tier.channelIds.push(ability.channelId);
    tier.weights.push(ability.weight > 0 ? ability.weight : 0);
  }
  return tiers;
}

/** What the selection needs of a request. */
export interface ChannelRequest {
  /** The using group (check-token.ts): the token's group, else the owner's; may be `auto`. */
  readonly group: string;
  readonly model: string;
  /** The model normalised as prices are (`gpt-4-gizmo-*`). */
  readonly modelMatchName: string;
  /** For `auto`: AutoGroups the caller may use, in order (pricing's `autoGroups`). */
  readonly autoGroups: readonly string[];
}

/** One request's selection: where its channels come from and which it has tried. */
export interface Selection {
  /** The group the channels come from; for `auto`, the group it resolved to. This is the group to price at. */
  readonly group: string;
  /** The model the candidates are listed under in that group: the request's, or its normalised name. */
  readonly model: string;
  readonly candidates: Candidates;
  /** The channels tried so far, in order (the log's `use_channel`). */
  readonly tried: readonly number[];
}

const AUTO_GROUP = 'auto';

function selectionIn(index: AbilityIndex, group: string, request: ChannelRequest): Selection | null {
  const models = index.get(group);
  if (models === undefined) return null;
  const own = models.get(request.model);
  if (own !== undefined && own.length > 0) return { group, model: request.model, candidates: own, tried: [] };
  const normalised = models.get(request.modelMatchName);
  if (normalised !== undefined && normalised.length > 0) return { group, model: request.modelMatchName, candidates: normalised, tried: [] };
  return null;
}

/** The request's selection, or null when no enabled channel serves the model in its group (the `no_channel` error). */
export function openSelection(index: AbilityIndex, request: ChannelRequest): Selection | null {
  if (request.group !== AUTO_GROUP) return selectionIn(index, request.group, request);
  for (const group of request.autoGroups) {
    const selection = selectionIn(index, group, request);
    if (selection !== null) return selection;
  }
  return null;
}

/**
 * The selection as a newer index lists it: same group and model, the
 * channels tried kept. A retry that finds every channel tried looks again
 * here, so a channel added since the request was admitted can serve it.
 * The selection itself when the index no longer lists any.
 */
export function reopenSelection(index: AbilityIndex, selection: Selection): Selection {
  const candidates = index.get(selection.group)?.get(selection.model);
  return candidates !== undefined && candidates.length > 0 && candidates !== selection.candidates ? { ...selection, candidates } : selection;
}

export interface ChannelPick {
  readonly channelId: number;
  readonly priority: number;
  /** The selection with this channel added to `tried`: pass it to the next attempt. */
  readonly selection: Selection;
}

/**
 * The channel for attempt `attempt` (0 the first), never one in
 * `selection.tried`; null once every channel has been tried. `random`
 * returns a number in [0, 1) (Math.random, or a seeded one in tests).
 */
export function pickChannel(selection: Selection, attempt: number, random: () => number): ChannelPick | null {
  const tiers = selection.candidates;
  const preferred = Math.min(Math.max(0, Math.floor(attempt)), tiers.length - 1);
  // The preferred tier and those below it, then the tiers above it from the highest.
  for (let step = 0; step < tiers.length; step++) {
    const at = preferred + step < tiers.length ? preferred + step : preferred + step - tiers.length;
    const tier = tiers[at]!;
    const channelId = drawFromTier(tier, selection.tried, random);
    if (channelId !== null) return { channelId, priority: tier.priority, selection: { ...selection, tried: [...selection.tried, channelId] } };
  }
  return null;
}

/** A draw in [0, 1), whatever the source returns. */
const unit = (random: () => number): number => {
  const r = random();
  return r >= 0 && r < 1 ? r : 0;
};

const untried = (tried: readonly number[], channelId: number): boolean => tried.length === 0 || !tried.includes(channelId);

/** One channel of `tier` not in `tried`, drawn by weight (each alike when every weight left is 0); null when all were tried. */
export function drawFromTier(tier: PriorityTier, tried: readonly number[], random: () => number): number | null {
  const { channelIds, weights } = tier;
  let left = 0;
  let total = 0;
  for (let i = 0; i < channelIds.length; i++) {
    if (!untried(tried, channelIds[i]!)) continue;
    left++;
    total += weights[i]!;
  }
  if (left === 0) return null;
  if (total === 0) {
    // Every channel left weighs 0: the nth of them, each alike.
    let nth = Math.floor(unit(random) * left);
    for (let i = 0; i < channelIds.length; i++) if (untried(tried, channelIds[i]!) && nth-- === 0) return channelIds[i]!;
  }
  // Walk the weighted channels left until the draw falls inside one's share.
  let point = unit(random) * total;
  let last: number | null = null;
  for (let i = 0; i < channelIds.length; i++) {
    if (weights[i] === 0 || !untried(tried, channelIds[i]!)) continue;
    last = channelIds[i]!;
    point -= weights[i]!;
    if (point < 0) return last;
  }
  // Only floating-point rounding gets here: the last weighted channel.
  return last;
}

/** An admin's pinned channel (`sk-<key>-<id>`, 2.4): null when it may serve; it need not serve the group or model. */
export function checkPinnedChannel(channel: { readonly status: number } | undefined): RelayError | null {
  if (channel === undefined) return { kind: 'invalid_channel_pin' };
  return channel.status === 1 ? null : { kind: 'pinned_channel_disabled' };
}
