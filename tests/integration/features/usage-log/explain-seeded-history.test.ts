import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletStreamId, type ReleaseReason, type WalletEvent } from '../../../../schema/events/wallet';
import { settleCost } from '../../../../services/features/pricing';
import { createUsageLogApp, type UsageLogApp } from '../../../../services/features/usage-log';
import { decideWallet } from '../../../../services/features/wallet/rules/decide-wallet';
import type { WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, type WalletState } from '../../../../services/features/wallet/rules/wallet-state';
import { createInProcessPubSub } from '../../../../services/platform/adapters/in-process-pubsub';
import { AppError } from '../../../../services/platform/errors';
import { ROLE, type Actor } from '../../../../services/platform/actor';
import { chargeDetail, type ChargeFacts } from '../../../../services/relay/pipeline/charge-detail';
import { priceArbitrary, usageArbitrary } from '../../../testkit/charge-arbitraries';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { catchUpAll, freshUserId, inParallel, TEST_META } from '../../../testkit/ledger';

/*
 * Issue 17's check of "explain a charge" on a ledger: a seeded history of
 * 10,000 mixed requests over 40 wallets (per-token and per-call prices, cache
 * and image tokens, streams that ended every way, requests on limited API
 * tokens, failures released), decided by the real wallet rules, appended to
 * the event store, folded into the usage log. For every consumption row,
 * `explainCharge` reads the request's own wallet events and recomputes the
 * charge, which equals to the unit what the ledger charged and what the row shows.
 */

const REQUESTS = 10_000;
const WALLETS = 40;
const SEED = 20_261_126;
const ENDS: readonly ChargeFacts['end'][] = ['complete', 'complete', 'complete', 'client_gone', 'upstream_cut', 'idle_timeout'];
const FAILURES: readonly Exclude<ReleaseReason, 'expired'>[] = ['request_failed', 'client_disconnected', 'cancelled'];

let t: TestGateway;
let logs: UsageLogApp;
const userIds = Array.from({ length: WALLETS }, () => freshUserId());
/** What the ledger was told to charge, by request id; released requests are absent. */
const charged = new Map<string, number>();
let released = 0;

/** Appends the seeded history: per wallet, funding and a token allowance, then its requests in rounds of reservations ended in random order. */
async function seedMixedRequests(): Promise<void> {
  const prices = fc.sample(fc.noBias(priceArbitrary), { seed: SEED, numRuns: REQUESTS });
  const usages = fc.sample(fc.noBias(usageArbitrary), { seed: SEED + 1, numRuns: REQUESTS });
  const picks = fc.sample(fc.noBias(fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999), fc.nat(999))), { seed: SEED + 2, numRuns: REQUESTS });
  const base = Date.UTC(2026, 10, 20);
  let instant = 0;

  await inParallel(WALLETS, 4, async (w) => {
    const userId = userIds[w]!;
    const tokenId = userId * 10 + 1;
    let wallet: WalletState = emptyWallet(userId);
    let revision: bigint | 'no_stream' = 'no_stream';
    const record = async (commands: WalletCommand[]) => {
      const decision = decideWallet(
        wallet,
        commands.map((command) => ({ command, meta: TEST_META })),
        new Date(base + ++instant * 1_000),
      );
      const refused = decision.outcomes.find((outcome) => !outcome.ok);
      if (refused) throw new Error(`the seeded history asked for something the wallet refuses: ${JSON.stringify(refused)}`);
      const events: readonly WalletEvent[] = decision.events;
      revision = (await t.gateway.events.store.append(walletStreamId(userId), events, revision)).revision;
      wallet = decision.state;
    };
    await record([
      { kind: 'credit', key: `fund-${userId}`, source: 'topup', amount: 1_000_000_000_000, reference: null, reason: null },
      { kind: 'setTokenAllowance', key: `token-${userId}`, tokenId, unlimited: false, remaining: 1_000_000_000_000 },
    ]);

    const mine = Array.from({ length: REQUESTS / WALLETS }, (_, i) => i * WALLETS + w);
    for (let round = 0; round < mine.length; round += 10) {
      const requests = mine.slice(round, round + 10);
      const reserves: WalletCommand[] = requests.map((i) => ({
        kind: 'reserve',
        requestId: `explain-${SEED}-${i}`,
        tokenId: picks[i]![0] < 500 ? tokenId : null,
        amount: 1 + picks[i]![1] * 40,
        modelName: `model-${i % 7}`,
        holdMs: 3_600_000,
      }));
      // The round's requests end in an order of their own, as concurrent requests do.
      const ends = [...requests]
        .sort((a, b) => picks[a]![2] - picks[b]![2])
        .map((i): WalletCommand => {
          const requestId = `explain-${SEED}-${i}`;
          const [, , , roll] = picks[i]!;
          if (roll < 100) {
            released += 1;
            return { kind: 'release', requestId, reason: FAILURES[roll % FAILURES.length]! };
          }
          const price = prices[i]!;
          const usage = usages[i]!;
          const cost = settleCost(price, usage);
          const facts: ChargeFacts = {
            group: roll % 3 === 0 ? 'vip' : 'default',
            upstreamModel: roll % 5 === 0 ? `upstream-${i % 7}` : null,
            channelsTried: roll % 11 === 0 ? [1 + (i % 5), 2 + (i % 5)] : [1 + (i % 5)],
            stream: roll % 2 === 0,
            end: ENDS[roll % ENDS.length]!,
            firstTokenMs: roll % 2 === 0 ? roll : null,
            elapsedMs: 10 + roll,
            requestConversion: ['OpenAI Compatible'],
          };
          charged.set(requestId, cost.quota);
          const detail = chargeDetail(price, cost, usage, facts);
          return {
            kind: 'settle',
            requestId,
            actual: cost.quota,
            usage: {
              channelId: facts.channelsTried.at(-1)!,
              modelName: `model-${i % 7}`,
              promptTokens: usage.promptTokens,
              completionTokens: usage.completionTokens,
              detail,
            },
          };
        });
      await record([...reserves, ...ends]);
    }
  });
}

beforeAll(async () => {
  t = await startTestGateway();
  const { db, events, options } = t.gateway;
  logs = createUsageLogApp({ db, store: events.store, options, clock: () => new Date(), pubsub: createInProcessPubSub(), errorLogEnabled: true });
  await seedMixedRequests();
  await catchUpAll(db, events.store);
}, 600_000);
afterAll(async () => t?.dispose());

describe('explaining every charge of a seeded history of 10,000 mixed requests', () => {
  it('recomputes each consumption row from its own ledger events, to the unit', async () => {
    const { rows } = await t.gateway.db.query<{ request_id: string; quota: number; user_id: number }>(
      'SELECT request_id, quota::float8 AS quota, user_id::int AS user_id FROM usage_logs WHERE type = 2 AND user_id = ANY($1::bigint[])',
      [userIds.map(String)],
    );
    expect(rows).toHaveLength(REQUESTS - released);
    expect(released).toBeGreaterThan(500);

    const admin: Actor = { kind: 'user', userId: 1, role: ROLE.admin };
    const mismatches: string[] = [];
    const bases = new Map<string, number>();
    await inParallel(rows.length, 8, async (index) => {
      const row = rows[index]!;
      const explained = await logs.explainCharge(admin, row.request_id);
      const expected = charged.get(row.request_id);
      const basis = explained.detail?.basis ?? 'none';
      bases.set(basis, (bases.get(basis) ?? 0) + 1);
      if (explained.matches !== true || explained.recomputed !== expected || explained.settlement?.actual !== expected || row.quota !== expected)
        mismatches.push(`${row.request_id}: ledger ${expected}, row ${row.quota}, recomputed ${explained.recomputed}`);
    });
    console.info(
      `explainCharge over ${rows.length} consumption rows (${released} released requests have none): bases ${JSON.stringify(Object.fromEntries(bases))}`,
    );
    expect(mismatches).toEqual([]);
    // The history exercises every way a charge is decided.
    expect([...bases.keys()].sort()).toEqual(['free', 'minimum', 'no-usage', 'usage']);
  }, 600_000);

  it('explains a request to its owner, and to nobody else', async () => {
    const { rows } = await t.gateway.db.query<{ request_id: string; user_id: number }>(
      'SELECT request_id, user_id::int AS user_id FROM usage_logs WHERE type = 2 AND user_id = ANY($1::bigint[]) ORDER BY log_order LIMIT 50',
      [userIds.map(String)],
    );
    for (const row of rows) {
      const owner: Actor = { kind: 'user', userId: row.user_id, role: ROLE.user };
      expect((await logs.explainCharge(owner, row.request_id)).matches).toBe(true);
      const other: Actor = { kind: 'user', userId: row.user_id === userIds[0] ? userIds[1]! : userIds[0]!, role: ROLE.user };
      const refusal = await logs.explainCharge(other, row.request_id).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).kind).toBe('not_found');
    }
  });
});
