import type { WalletCommand } from '../wallet';
import { claimRedemption, findRedemptionById, findRedemptionByKey, type RedemptionRecord } from './redemption-records';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { REDEEM_REFUSALS, redeemKeyOf, redeemRefusal } from './rules/redemption-rules';
import { eventActor } from '../../platform/audit';
import { commitWithWallet, DecideAgain } from '../wallet';
import { auditedRedemption, redemptionChanged } from './audit';
import type { RedemptionsDeps } from './deps';

/*
 * Redeeming a code (`POST /api/user/topup`; server-behaviour 5.1,
 * RELIABILITY A16 and T5): exactly once under any concurrency, in the same
 * transaction as the ledger credit (ARCHITECTURE decision 12), as
 * registration does it. The credit is decided first against the user's
 * wallet as the log has it; then one transaction claims the row with a
 * conditional UPDATE (status 1 -> 3) and appends the credit with the exact
 * revision it was decided at. Of any number of concurrent claims one wins
 * the row; the others find it used and roll back, with nothing recorded.
 * A wallet that moved meanwhile (a request charged) refuses the append: the
 * transaction rolls back, the claim with it, and the redeem decides again
 * (commitWithWallet, the loop every such change shares).
 *
 * No per-user lock (the established gateway's try-lock and random sleep):
 * the claim is atomic in the database, so across instances and users alike
 * a second redeem of one code can only ever find it used.
 */

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** The credit of a code: keyed by its id, so a wallet records it once whatever happens. The code itself never appears. */
const creditOf = (code: RedemptionRecord): WalletCommand => ({
  kind: 'credit',
  key: `redemption:${code.id}`,
  source: 'redemption',
  amount: code.quota,
  reference: String(code.id),
  reason: null,
});

/** Redeems a code for the signed-in user; answers the quota added. */
export async function redeem(deps: RedemptionsDeps, actor: Actor, input: { key?: unknown }): Promise<number> {
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated', 'sign in to do this');
  if (actor.kind !== 'user') throw new AppError('forbidden', 'only a signed-in user redeems a code');
  const userId = actor.userId;
  const key = redeemKeyOf(input.key);
  const meta = { actor: eventActor(actor), correlationId: null };

  const quota = await commitWithWallet(deps, async () => {
    const now = deps.clock();
    const code = await findRedemptionByKey(deps.db, key);
    const refusal = redeemRefusal(code, seconds(now));
    if (refusal || !code) throw refusal ?? new AppError('not_found', REDEEM_REFUSALS.not_found);
    return {
      wallets: [{ userId, commands: [creditOf(code)] }],
      meta,
      write: async (tx) => {
        const claimed = await claimRedemption(tx, code.id, userId, seconds(now));
        if (!claimed) {
          // Lost the row to another redeem, or an admin disabled, deleted or let it expire meanwhile: say which.
          throw redeemRefusal(await findRedemptionById(tx, code.id), seconds(now)) ?? new DecideAgain();
        }
        // The credit was decided for the quota read above; an edit in between means deciding again.
        if (claimed.quota !== code.quota) throw new DecideAgain();
        await deps.recordAudit(tx, [redemptionChanged(actor, code.id, auditedRedemption(code), auditedRedemption(claimed), 'redeemed', now)]);
        return code.quota;
      },
    };
  });
  deps.auditCommitted();
  return quota;
}
