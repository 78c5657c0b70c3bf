import type { Actor } from '../../platform/actor';
import type { GroupChoice } from './rules/groups';
import type { PricingDeps } from './deps';
import { enabledModels, knownModels, modelsByType, myGroups, myModels, pricing, type KnownModel, type PricingView } from './pricing';

/** Pricing, usable groups and model lists: reads for guests, users and admins. */
export interface PricingApp {
  /** Public: the pricing table and the caller's groups and ratios. */
  pricing(actor: Actor): Promise<PricingView>;
  /** Signed-in users: group → {ratio, desc} of the groups they may use. */
  myGroups(actor: Actor): Promise<Record<string, GroupChoice>>;
  /** Signed-in users: the models their usable groups (or one `group`) can call. */
  myModels(actor: Actor, input: { group?: unknown }): Promise<string[]>;
  /** Admins: every model the gateway knows. */
  knownModels(actor: Actor): Promise<KnownModel[]>;
  /** Admins: the models some enabled channel serves. */
  enabledModels(actor: Actor): Promise<string[]>;
  /** Signed-in users: provider type id → catalogued models. */
  modelsByType(actor: Actor): Promise<Record<string, string[]>>;
}

export function createPricingApp(deps: PricingDeps): PricingApp {
  return {
    pricing: (actor) => pricing(deps, actor),
    myGroups: (actor) => myGroups(deps, actor),
    myModels: (actor, input) => myModels(deps, actor, input),
    knownModels: (actor) => knownModels(deps, actor),
    enabledModels: (actor) => enabledModels(deps, actor),
    modelsByType: (actor) => Promise.resolve().then(() => modelsByType(actor)),
  };
}
