import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { WalletEvent } from '../../../../schema/events/wallet';
import type { WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { createWalletService, type WalletResult, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { isAppError } from '../../../../services/platform/errors';
import { silentLogger } from '../../../../services/platform/logger';
import type { EventStore, StreamAppend } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { catchUpLedger, driftOf, freshUserId, inParallel, measureDrift, TEST_META } from '../../../testkit/ledger';

/*
 * The cross-wallet group commit under faults (issue 15): random commands for
 * random wallets from two wallet services on one database, while the store
 * under each service fails some appends before writing, loses the reply of
 * others after writing, and refuses some wallets as if another process had
 * written first. Every caller retries a command that failed as a real caller
 * would (same request id or key). At the end every command was answered, each
 * is recorded once, and RELIABILITY I1-I4 hold.
 */

type Fault = 'none' | 'fails-before-writing' | 'loses-the-reply' | 'refuses-a-wallet';

/** A store whose appendMany calls go wrong in turn, as `faults` says. */
function faulty(real: EventStore, faults: readonly Fault[]): EventStore & { readonly injected: Record<Fault, number> } {
  let call = 0;
  const injected: Record<Fault, number> = { none: 0, 'fails-before-writing': 0, 'loses-the-reply': 0, 'refuses-a-wallet': 0 };
  /** One wallet's part is sent one revision behind, so the store refuses it alone. */
  const staleOne = (appends: readonly StreamAppend[]) => {
    const at = appends.findIndex((a) => typeof a.expected === 'bigint' && a.expected > 0n);
    return at === -1 ? null : appends.map((a, i) => (i === at ? { ...a, expected: (a.expected as bigint) - 1n } : a));
  };
  return {
    ...real,
    kind: real.kind,
    injected,
    async appendMany(appends) {
      const fault = faults[call++ % faults.length]!;
      injected[fault]++;
      if (fault === 'fails-before-writing') throw new Error('timeout: the store did not answer');
      if (fault === 'refuses-a-wallet') {
        const stale = staleOne(appends);
        if (stale) return real.appendMany(stale);
      }
      const outcomes = await real.appendMany(appends);
      if (fault === 'loses-the-reply') throw new Error('timeout: the reply was lost');
      return outcomes;
    },
  };
}

interface Op {
  readonly wallet: number;
  readonly service: 0 | 1;
  readonly kind: 'credit' | 'request';
  readonly amount: number;
  /** For a request: settle this share of the hold (0-100 %), or release it. */
  readonly end: { readonly settlePercent: number } | 'release';
}

const opArb: fc.Arbitrary<Op> = fc.record({
  wallet: fc.nat({ max: 5 }),
  service: fc.constantFrom(0 as const, 1 as const),
  kind: fc.constantFrom('credit' as const, 'request' as const, 'request' as const),
  amount: fc.integer({ min: 1, max: 400 }),
  end: fc.oneof(fc.record({ settlePercent: fc.integer({ min: 0, max: 100 }) }), fc.constant('release' as const)),
});

/** A turn of faults for one store; every turn also lets one append through untouched, so retries end. */
const faultArb = fc
  .array(fc.constantFrom<Fault>('none', 'fails-before-writing', 'loses-the-reply', 'refuses-a-wallet'), { minLength: 1, maxLength: 12 })
  .map((faults): Fault[] => [...faults, 'none']);

const USAGE = { channelId: 1, modelName: 'gpt-test', promptTokens: 1, completionTokens: 1 };

/**
 * Sends the command until it is answered with anything but `unavailable`, as
 * a caller retrying with the same key does; says whether it had to retry.
 */
async function untilAnswered(service: WalletService, userId: number, command: WalletCommand): Promise<WalletResult & { retried: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await service.execute(userId, command, TEST_META)), retried: attempt > 1 };
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'unavailable' || attempt >= 200) throw error;
    }
  }
}

/** A settle or release is done: accepted, or, retried after its reply was lost, found already finished. */
const finished = (result: WalletResult & { retried: boolean }) => result.outcome.ok || (result.retried && result.outcome.code === 'already_finished');

describeOnEachBackend('wallet group commit across wallets', (test) => {
  it('keeps I1-I4 and records every command once under random interleavings, conflicts, timeouts and lost replies (property)', async () => {
    const real = createPostgresEventStore(test.db);
    let runs = 0;
    let conflicts = 0;
    const injected: Record<Fault, number> = { none: 0, 'fails-before-writing': 0, 'loses-the-reply': 0, 'refuses-a-wallet': 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 80 }), faultArb, faultArb, async (ops, faults0, faults1) => {
        runs++;
        const users = Array.from({ length: 6 }, () => freshUserId());
        const stores = [faulty(real, faults0), faulty(real, faults1)];
        const services = stores.map((store) => createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger }, { writers: 2 }));
        const run = randomUUID().slice(0, 8);
        const lowest = new Map<number, number>();
        const accepted = new Set<string>();
        const credited = new Map<number, number>();
        const creditsTo = new Map<number, number>();
        const charged = new Map<number, number>();
        const observe = (userId: number, result: WalletResult) => lowest.set(userId, Math.min(lowest.get(userId) ?? Infinity, result.wallet.quota));

        await inParallel(ops.length, 12, async (i) => {
          const op = ops[i]!;
          const userId = users[op.wallet]!;
          const service = services[op.service]!;
          if (op.kind === 'credit') {
            const result = await untilAnswered(service, userId, {
              kind: 'credit',
              key: `${run}-c${i}`,
              source: 'topup',
              amount: op.amount,
              reference: null,
              reason: null,
            });
            expect(result.outcome.ok).toBe(true);
            credited.set(userId, (credited.get(userId) ?? 0) + op.amount);
            creditsTo.set(userId, (creditsTo.get(userId) ?? 0) + 1);
            return observe(userId, result);
          }
          const requestId = `${run}-r${i}`;
          const held = await untilAnswered(service, userId, { kind: 'reserve', requestId, tokenId: null, amount: op.amount, modelName: null, holdMs: 600_000 });
          observe(userId, held);
          if (!held.outcome.ok) return expect(held.outcome.code).toBe('insufficient_user_quota');
          accepted.add(requestId);
          // The end goes through the other service half of the time: it must see the hold the first one recorded.
          const ender = services[(op.service + (i % 2)) % 2]!;
          const ended =
            op.end === 'release'
              ? await untilAnswered(ender, userId, { kind: 'release', requestId, reason: 'request_failed' })
              : await untilAnswered(ender, userId, { kind: 'settle', requestId, actual: Math.floor((op.amount * op.end.settlePercent) / 100), usage: USAGE });
          expect(finished(ended), JSON.stringify(ended.outcome)).toBe(true);
          observe(userId, ended);
          if (op.end !== 'release') charged.set(userId, (charged.get(userId) ?? 0) + Math.floor((op.amount * op.end.settlePercent) / 100));
        });

        for (const store of stores) for (const fault of Object.keys(injected) as Fault[]) injected[fault] += store.injected[fault];
        conflicts += services.reduce((n, s) => n + s.stats().conflicts, 0);

        // Read back by a third service with no faults: the log, not anyone's memory.
        const auditor = createWalletService({ store: real, db: test.db, clock: () => new Date(), logger: silentLogger });
        for (const userId of users) {
          const events = (await real.readStream(`wallet-${userId}`)).map((r) => r.event as WalletEvent);
          const count = (type: WalletEvent['type'], requestId: string) =>
            events.filter((e) => e.type === type && 'requestId' in e.data && e.data.requestId === requestId).length;
          for (const requestId of accepted) {
            if (!requestId.startsWith(run) || !events.some((e) => 'requestId' in e.data && e.data.requestId === requestId)) continue;
            // I3 and I4: one hold, one resolution.
            expect(count('QuotaReserved', requestId)).toBe(1);
            expect(count('QuotaSettled', requestId) + count('QuotaReleased', requestId)).toBe(1);
          }
          // Each credit once, however many times its reply was lost.
          expect(events.filter((e) => e.type === 'WalletCredited')).toHaveLength(creditsTo.get(userId) ?? 0);
          const view = await auditor.view(userId);
          // I2 (as every answer saw it, and at the end) and conservation per wallet.
          expect(lowest.get(userId) ?? 0).toBeGreaterThanOrEqual(0);
          expect(view.heldQuota).toBe(0);
          expect(view.quota).toBe((credited.get(userId) ?? 0) - (charged.get(userId) ?? 0));
        }
      }),
      { numRuns: test.backend === 'pglite' ? 12 : 25 },
    );
    // I1 over everything the runs recorded: the double-entry ledger balances and clears.
    await catchUpLedger(test.db, real);
    const drift = driftOf(await measureDrift(test.db));
    console.log(
      `group commit property (${test.backend}): ${runs} runs; injected ${injected['fails-before-writing']} failures before writing, ${injected['loses-the-reply']} lost replies, ${injected['refuses-a-wallet']} refused wallets; ${conflicts} conflicts handled; drift ${drift}`,
    );
    expect(drift).toBe(0);
    expect(injected['loses-the-reply'] + injected['fails-before-writing'] + injected['refuses-a-wallet']).toBeGreaterThan(0);
  }, 600_000);
});
