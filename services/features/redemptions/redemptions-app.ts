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
import type { RedemptionPage, RedemptionView } from './view';

/** Redemption codes: admin management, and redeeming a code into the caller's wallet. */
export interface RedemptionsApp {
  /** Newest first, 10, 20, 50 or 100 a page; a keyword matches the id, the start of the name, or a whole code. */
  list(actor: Actor, input: RedemptionListInput): Promise<RedemptionPage>;
  get(actor: Actor, id: unknown): Promise<RedemptionView>;
  /** Answers the new codes. */
  create(actor: Actor, input: RedemptionCreate): Promise<string[]>;
  edit(actor: Actor, input: RedemptionEdit): Promise<RedemptionView>;
  setStatus(actor: Actor, input: { id?: unknown; status?: unknown }): Promise<RedemptionView>;
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
