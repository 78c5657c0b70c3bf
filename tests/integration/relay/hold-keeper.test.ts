import { expect, it } from 'vitest';
import { PROJECTIONS } from '../../../projections/registry';
import { formatVerifyLine, verifyProjections } from '../../../projections/replay-verify';
import { walletStreamId, type WalletEvent } from '../../../schema/events/wallet';
import { createReservationSweeper, WalletRejected, type WalletService } from '../../../services/features/wallet';
import { createWalletService } from '../../../services/features/wallet/wallet-service';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../services/platform/logger';
import { createHoldKeeper } from '../../../services/relay/inbound/hold-keeper';
import { describeOnEachBackend } from '../../testkit/databases';
import { catchUpAll, catchUpLedger, driftOf, measureDrift, openHolds } from '../../testkit/ledger';
import { fundedUser, manualClock, USAGE } from '../../testkit/wallet-fixtures';

/*
 * The reviewer's case, on a real wallet service, event store and sweeper,
 * with a clock the test moves: a request that runs far past its hold is
 * kept open by the hold keeper and settles, while a request nobody keeps
 * expires as before (RELIABILITY A10). Then every read model, rebuilt from
 * the log with the extensions in it, equals the live one (A11's check, as
 * `npm run replay -- --verify` makes it).
 */

const HOLD = 60_000;
const EVERY = 10_000;

describeOnEachBackend('hold keeper with the wallet service and the sweeper', (test) => {
  it('keeps a long request’s hold past its deadline until it settles; an untracked one expires; replay stays identical', async () => {
    const time = manualClock();
    const store = createPostgresEventStore(test.db);
    const wallets = createWalletService({ store, db: test.db, clock: time.clock, logger: silentLogger }, { reservationTimeoutMs: HOLD });
    const asked: string[] = [];
    const counted: Pick<WalletService, 'extendHold'> = {
      extendHold: (userId, input, meta) => {
        asked.push(input.requestId);
        return wallets.extendHold(userId, input, meta);
      },
    };
    const keeper = createHoldKeeper({ wallets: counted, clock: time.clock, logger: silentLogger, holdMs: HOLD, everyMs: EVERY });
    const sweeper = createReservationSweeper({ db: test.db, wallets, clock: time.clock, logger: silentLogger }, { intervalMs: 3_600_000 });
    const userId = await fundedUser(wallets, 100_000);
    const meta = (requestId: string) => ({ actor: { kind: 'user', userId, role: 1 }, correlationId: requestId }) as const;
    try {
      await wallets.reserve(userId, { requestId: 'long-stream', tokenId: null, amount: 4_000, modelName: 'o3' }, meta('long-stream'));
      await wallets.reserve(userId, { requestId: 'died', tokenId: null, amount: 1_000, modelName: 'o3' }, meta('died'));
      const untrack = keeper.track(userId, 'long-stream', meta('long-stream'));

      // Five minutes of a stream, five holds long: the keeper looks every 10 s, the sweeper after each look.
      for (let elapsed = EVERY; elapsed <= 5 * HOLD; elapsed += EVERY) {
        time.advance(EVERY);
        await keeper.tick();
        await catchUpLedger(test.db, store);
        const { released } = await sweeper.sweepOnce();
        // Only the request nobody keeps expires, once its own deadline has passed.
        expect(released).toBe(elapsed === HOLD ? 1 : 0);
      }
      expect(await openHolds(test.db, [userId])).toBe(1);
      // The read model the sweeper reads follows the extensions: the hold is not overdue.
      const { rows } = await test.db.query<{ deadline: Date }>(`SELECT deadline FROM request_charges WHERE user_id = $1 AND request_id = 'long-stream'`, [
        userId,
      ]);
      expect(new Date(rows[0]!.deadline).getTime()).toBeGreaterThan(time.clock().getTime());

      const settled = await wallets.settle(userId, { requestId: 'long-stream', actual: 3_500, usage: USAGE }, meta('long-stream'));
      expect(settled.outcome).toMatchObject({ kind: 'settled', charged: 3_500 });
      untrack();
      await expect(wallets.settle(userId, { requestId: 'died', actual: 10, usage: USAGE }, meta('died'))).rejects.toBeInstanceOf(WalletRejected);

      // A request the wallet has ended is asked about once, then forgotten.
      keeper.track(userId, 'died', meta('died'));
      time.advance(HOLD);
      await keeper.tick();
      await keeper.tick();
      expect(asked.filter((id) => id === 'died')).toHaveLength(1);

      const events = (await store.readStream(walletStreamId(userId))).map((r) => r.event as WalletEvent);
      const extensions = events.filter((e) => e.type === 'QuotaHoldExtended');
      // Extended when within 20 s of its end: every 40 s or so over five minutes.
      expect(extensions.length).toBeGreaterThanOrEqual(6);
      expect(extensions.every((e) => e.data.requestId === 'long-stream')).toBe(true);
      expect(events.filter((e) => e.type !== 'QuotaHoldExtended').map((e) => (e.type === 'QuotaReleased' ? `${e.type}:${e.data.reason}` : e.type))).toEqual([
        'WalletCredited',
        'QuotaReserved',
        'QuotaReserved',
        'QuotaReleased:expired',
        'QuotaSettled',
      ]);
      expect(await wallets.view(userId)).toMatchObject({ quota: 100_000 - 3_500, heldQuota: 0, usedQuota: 3_500 });

      await catchUpLedger(test.db, store);
      expect(driftOf(await measureDrift(test.db))).toBe(0);
      expect(await openHolds(test.db, [userId])).toBe(0);

      await catchUpAll(test.db, store);
      for (const batchSize of [1, 500]) {
        const lines = await verifyProjections({ db: test.db, store, pubsub: null, logger: silentLogger }, PROJECTIONS, batchSize);
        expect(lines.filter((line) => !line.ok).map(formatVerifyLine)).toEqual([]);
      }
    } finally {
      await keeper.close();
      await sweeper.stop();
    }
  }, 120_000);
});
