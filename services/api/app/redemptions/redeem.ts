import type { WalletCommand } from '../../../ledger/domain/wallet-commands';
import { claimRedemption, findRedemptionById, findRedemptionByKey, type RedemptionRecord } from '../../../redemptions/redemption-records';
import type { Actor } from '../../../shared/actor';
import { AppError } from '../../../shared/errors';
import { WrongExpectedRevision } from '../../../shared/ports/event-store';
import { REDEEM_REFUSALS, redeemKeyOf, redeemRefusal } from '../../domain/redemptions/redemption-rules';
import { eventActor } from '../accounts/audit';
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
 * transaction rolls back, the claim with it, and the redeem decides again.
 *
 * No per-user lock (the established gateway's try-lock and random sleep):
 * the claim is atomic in the database, so across instances and users alike
 * a second redeem of one code can only ever find it used.
 */

/** A wallet that keeps moving under a redeem (a busy user's requests) gets this many tries. */
const ATTEMPTS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** The wallet was refused or the code's quota changed between decision and claim: roll back and decide again. */
class DecideAgain extends Error {}

/** Redeems a code for the signed-in user; answers the quota added. */
export async function redeem(deps: RedemptionsDeps, actor: Actor, input: { key?: unknown }): Promise<number> {
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated', 'sign in to do this');
  if (actor.kind !== 'user') throw new AppError('forbidden', 'only a signed-in user redeems a code');
  const userId = actor.userId;
  const key = redeemKeyOf(input.key);
  const meta = { actor: eventActor(actor), correlationId: null };

  for (let attempt = 1; ; attempt++) {
    const now = deps.clock();
    const code = await findRedemptionByKey(deps.db, key);
    const refusal = redeemRefusal(code, seconds(now));
    if (refusal || !code) throw refusal ?? new AppError('not_found', REDEEM_REFUSALS.not_found);
    const credit = creditOf(code);
    const prepared = deps.walletAppendsInTransaction ? await deps.wallets.prepare(userId, [credit], meta) : null;
    const outcome = prepared?.outcomes[0];
    if (outcome && !outcome.ok) throw new AppError('invalid', outcome.message);
    try {
      await deps.db.transaction(async (tx) => {
        const claimed = await claimRedemption(tx, code.id, userId, seconds(now));
        if (!claimed) {
          // Lost the row to another redeem, or an admin disabled, deleted or let it expire meanwhile: say which.
          throw redeemRefusal(await findRedemptionById(tx, code.id), seconds(now)) ?? new DecideAgain();
        }
        if (claimed.quota !== code.quota) throw new DecideAgain();
        await deps.recordAudit(tx, [redemptionChanged(actor, code.id, auditedRedemption(code), auditedRedemption(claimed), 'redeemed', now)]);
        if (prepared && prepared.events.length > 0) await deps.recordWalletEvents(tx, prepared);
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) && !(error instanceof DecideAgain)) throw error;
      deps.wallets.forget(userId);
      if (attempt >= ATTEMPTS) throw new AppError('unavailable', 'your wallet is busy; try redeeming again');
      await pause(Math.random() * Math.min(2 ** attempt, 25));
      continue;
    }
    deps.auditCommitted();
    deps.wallets.forget(userId);
    // Behind the EventStoreDB outbox the revision is checked only after the commit, so the credit
    // follows through the wallet service, once (its key is the code id); a crash in between loses it.
    if (!deps.walletAppendsInTransaction) await deps.wallets.execute(userId, credit, meta);
    return code.quota;
  }
}
