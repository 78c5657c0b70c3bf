import type { Actor } from '../../platform/actor';
import type { RedemptionsDeps } from './deps';
import {
  createRedemptions,
  deleteInvalidRedemptions,
  deleteRedemption,
  editRedemption,
  getRedemption,
  listRedemptions,
  setRedemptionStatus,
  type RedemptionCreate,
  type RedemptionEdit,
  type RedemptionListInput,
} from './manage';
import { redeem } from './redeem';
import type { PublicRedemption, RedemptionPage } from './view';

/** Redemption codes: admin management, and redeeming a code into the caller's wallet. */
export interface RedemptionsApp {
  list(actor: Actor, input: RedemptionListInput): Promise<RedemptionPage>;
  get(actor: Actor, id: unknown): Promise<PublicRedemption>;
  /** Answers the new codes. */
  create(actor: Actor, input: RedemptionCreate): Promise<string[]>;
  edit(actor: Actor, input: RedemptionEdit): Promise<PublicRedemption>;
  setStatus(actor: Actor, input: { id?: unknown; status?: unknown }): Promise<PublicRedemption>;
  delete(actor: Actor, id: unknown): Promise<void>;
  /** Deletes used, disabled and expired codes; answers how many. */
  deleteInvalid(actor: Actor): Promise<number>;
  /** Answers the quota added to the caller's wallet. */
  redeem(actor: Actor, input: { key?: unknown }): Promise<number>;
}

export function createRedemptionsApp(deps: RedemptionsDeps): RedemptionsApp {
  return {
    list: (actor, input) => listRedemptions(deps, actor, input),
    get: (actor, id) => getRedemption(deps, actor, id),
    create: (actor, input) => createRedemptions(deps, actor, input),
    edit: (actor, input) => editRedemption(deps, actor, input),
    setStatus: (actor, input) => setRedemptionStatus(deps, actor, input),
    delete: (actor, id) => deleteRedemption(deps, actor, id),
    deleteInvalid: (actor) => deleteInvalidRedemptions(deps, actor),
    redeem: (actor, input) => redeem(deps, actor, input),
  };
}
