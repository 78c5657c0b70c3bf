import { knownModelOwners, modelsByChannelType } from '../../../schema/models/provider-models';
import { findUserById } from '../accounts';
import { channelModelNames, enabledAbilities, enabledModelNames } from '../channels';
import { requireAccess, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { OptionStore } from '../../platform/options/option-store';
import { autoGroups, groupChoices, groupRatios, groupsToList, usableGroups, type GroupChoice, type GroupOptions } from './rules/groups';
import { pricingEntries, supportedEndpoints, type PricingEntry } from './rules/pricing-entries';
import type { PricingDeps } from './deps';
import { priceTableOf } from './price-table-of';

export type { PricingEntry } from './rules/pricing-entries';

/*
 * Pricing, groups and model lists (server-behaviour 1.3, 2.6, 12; spec 02
 * §7). Reads only: prices come from the options through the price engine,
 * models from the abilities of enabled channels and the provider catalogue
 * (schema/models/provider-models.ts).
 */

/** `GET /api/pricing`: `data` is `entries`; the rest sit beside it in the envelope. */
export interface PricingView {
  readonly data: PricingEntry[];
  /** No vendor records in this gateway: always empty, kept for the established shape. */
  readonly vendors: never[];
  readonly group_ratio: Record<string, number>;
  readonly usable_group: Record<string, string>;
  readonly supported_endpoint: Record<string, { path: string; method: string }>;
  readonly auto_groups: string[];
}

/** One model of the admin model list, in the OpenAI list shape the established gateway answers. */
export interface KnownModel {
  readonly id: string;
  readonly object: 'model';
  readonly created: number;
  readonly owned_by: string;
}

/** The `created` the established gateway gives every built-in model (2021-07-25). */
const BUILT_IN_CREATED = 1626777600;

function groupOptions(options: OptionStore): GroupOptions {
  return {
    UserUsableGroups: options.get('UserUsableGroups'),
    'group_ratio_setting.group_special_usable_group': options.get('group_ratio_setting.group_special_usable_group'),
    AutoGroups: options.get('AutoGroups'),
    GroupRatio: options.get('GroupRatio'),
  };
}

/** The signed-in user's group, read from their row on every call (a moved user sees their new group at once). */
async function groupOf(deps: PricingDeps, actor: Actor): Promise<string> {
  if (actor.kind !== 'user') throw new AppError('unauthenticated', 'sign in to see your groups and models');
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('unauthenticated', 'sign in to see your groups and models');
  return user.group;
}

const ONLY_ADMINS = 'only admins list every model';

/** Public: guests see the global usable groups at the plain group ratios; a signed-in user sees their group's. */
export async function pricing(deps: PricingDeps, actor: Actor): Promise<PricingView> {
  const userGroup = actor.kind === 'user' ? ((await findUserById(deps.db, actor.userId))?.group ?? null) : null;
  const options = groupOptions(deps.options);
  const table = priceTableOf(deps.options);
  const usable = usableGroups(options, userGroup);
  const data = pricingEntries(table, await enabledAbilities(deps.db));
  return {
    data,
    vendors: [],
    group_ratio: groupRatios(options, table, userGroup, usable),
    usable_group: usable,
    supported_endpoint: supportedEndpoints(data),
    auto_groups: autoGroups(options, usable),
  };
}

/** The groups the user may use, with their ratio and description (and `auto` when usable). */
export async function myGroups(deps: PricingDeps, actor: Actor): Promise<Record<string, GroupChoice>> {
  const userGroup = await groupOf(deps, actor);
  return groupChoices(groupOptions(deps.options), priceTableOf(deps.options), userGroup);
}

/**
 * The groups a user may put on a token (the names `myGroups` lists): each
 * group of GroupRatio the user may use, and `auto` when usable. A user who
 * no longer exists may use none.
 */
export async function tokenGroupsOf(deps: PricingDeps, userId: number): Promise<string[]> {
  const user = await findUserById(deps.db, userId);
  if (!user) return [];
  return Object.keys(groupChoices(groupOptions(deps.options), priceTableOf(deps.options), user.group));
}

/** The models of enabled channels in the user's usable groups, or in one of them (`group`), sorted. */
export async function myModels(deps: PricingDeps, actor: Actor, input: { group?: unknown }): Promise<string[]> {
  const userGroup = await groupOf(deps, actor);
  const requested = typeof input.group === 'string' ? input.group.trim() : '';
  return enabledModelNames(deps.db, groupsToList(groupOptions(deps.options), userGroup, requested));
}

/** Admins: every model the gateway knows: the provider catalogue, then models only channels name. */
export async function knownModels(deps: PricingDeps, actor: Actor): Promise<KnownModel[]> {
  requireAccess('admin', actor, ONLY_ADMINS);
  const owners = new Map(knownModelOwners());
  // A model no catalogue lists is `custom`, as the established gateway names unknown models (server-behaviour 2.6).
  for (const model of await channelModelNames(deps.db)) {
    if (!owners.has(model)) owners.set(model, 'custom');
  }
  return [...owners].map(([id, owner]) => ({ id, object: 'model', created: BUILT_IN_CREATED, owned_by: owner }));
}

/** Admins: the names of models some enabled channel serves, sorted. */
export async function enabledModels(deps: PricingDeps, actor: Actor): Promise<string[]> {
  requireAccess('admin', actor, ONLY_ADMINS);
  return enabledModelNames(deps.db, null);
}

/** Signed-in users: provider type id → its catalogued models (the channel editor fills a type's models from it). */
export function modelsByType(actor: Actor): Record<string, string[]> {
  requireAccess('user', actor);
  return Object.fromEntries(modelsByChannelType().map(([type, models]) => [String(type), [...models]]));
}
