import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { WalletRejected } from '../../../../services/features/wallet/wallet-errors';
import { createEventStoreDbEventStore } from '../../../../services/platform/adapters/eventstoredb';
import { silentLogger } from '../../../../services/platform/logger';
import { loadMigrations, migrate } from '../../../../services/platform/sql/migrator';
import { createTestDatabase, preferredBackend, type TestDatabase } from '../../../testkit/databases';
import { freshUserId, inParallel, TEST_META } from '../../../testkit/ledger';
import { createEsdbModel } from '../../../testkit/esdb-model';

/*
 * The wallet service through the EventStoreDB adapter: expected revisions,
 * conflicts and stream reads as that adapter maps them, against the model of
 * the server the adapter's own tests use (no server runs here; with
 * EVENTSTORE_URL the adapter's contract suite runs against a real one).
 * Snapshots still live in SQL, as they do in production.
 */
describe(`wallet service on the EventStoreDB adapter (model server; snapshots on ${preferredBackend()})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(preferredBackend());
    await migrate(test.db, await loadMigrations());
  });
  afterAll(async () => test?.dispose());

  it('two services never overdraw a token allowance, and retry their lost races', async () => {
    const store = createEventStoreDbEventStore(createEsdbModel().client);
    const services = [0, 1].map(() => createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger }, { snapshotEvery: 50 }));
    const userId = freshUserId();
    await services[0]!.credit(userId, { key: 'esdb-credit', source: 'topup', amount: 100_000 }, TEST_META);
    await services[0]!.setTokenAllowance(userId, { key: 'esdb-token', tokenId: 5, unlimited: false, remaining: 1_000 }, TEST_META);
    const outcomes = await inParallel(2_000, 100, async (i) => {
      const wallets = services[i % 2]!;
      try {
        await wallets.reserve(userId, { requestId: `esdb-${i}`, tokenId: 5, amount: 1 }, TEST_META);
        await wallets.settle(
          userId,
          { requestId: `esdb-${i}`, actual: 1, usage: { channelId: null, modelName: null, promptTokens: 1, completionTokens: 1 } },
          TEST_META,
        );
        return 'ok';
      } catch (error) {
        if (error instanceof WalletRejected && error.code === 'insufficient_token_quota') return 'refused';
        throw error;
      }
    });
    const view = await createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger }).view(userId);
    console.log(
      `wallet on the EventStoreDB adapter: 2000 requests over two services against an allowance of 1000: ${outcomes.filter((o) => o === 'ok').length} succeeded; ` +
        `conflicts retried ${services[0]!.stats().conflicts + services[1]!.stats().conflicts}`,
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1_000);
    expect(view.tokens[0]!.remainQuota).toBe(0);
    expect(view.quota).toBe(99_000);
    expect(view.version).toBe(2 + 2 * 1_000);
  }, 120_000);
});
