import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { randomEventId } from '../../../../services/platform/event-id';
import { silentLogger } from '../../../../services/platform/logger';
import { relayAttemptsFailed } from '../../../testkit/events';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { catchUpAll, freshUserId, TEST_META } from '../../../testkit/ledger';
import { authenticateByTestUserOrRole, testCallerHeaders } from '../../../testkit/test-authenticate';

/*
 * The log switches (server-behaviour 4.5 and appendix A): while
 * LogConsumeEnabled is off no consumption row shows, and they stay hidden
 * once it is on again; with ERROR_LOG_ENABLED=false no error row shows. The
 * ledger and the read model keep everything: only the lists leave them out.
 */

let t: TestGateway;
let wallets: WalletService;
const userId = freshUserId();
const run = randomEventId().slice(0, 8);

async function ownRequestIds(): Promise<string[]> {
  await catchUpAll(t.gateway.db, t.gateway.events.store);
  const response = await fetch(`${t.baseUrl}/api/log/self/?page_size=100`, { headers: testCallerHeaders({ userId }) });
  const body = (await response.json()) as { success: boolean; message: string; data: { items: Array<{ request_id: string }> } };
  expect(body.success, body.message).toBe(true);
  return body.data.items.map((r) => r.request_id).sort();
}

async function charge(requestId: string): Promise<void> {
  await wallets.reserve(userId, { requestId, tokenId: null, amount: 10, modelName: 'm' }, TEST_META);
  await wallets.settle(userId, { requestId, actual: 5, usage: { channelId: null, modelName: 'm', promptTokens: 1, completionTokens: 1 } }, TEST_META);
}

beforeAll(async () => {
  t = await startTestGateway({ ERROR_LOG_ENABLED: 'false' }, { authenticate: authenticateByTestUserOrRole });
  wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
  await t.gateway.db.query(`INSERT INTO users (id, username, aff_code, created_at, credentials_changed_at) VALUES ($1, $2, $3, now(), now())`, [
    userId,
    `switch_${run}`,
    `aff${userId}`,
  ]);
  await wallets.credit(userId, { key: `fund-${run}`, source: 'topup', amount: 1_000, reference: null, reason: null }, TEST_META);
});
afterAll(async () => t?.dispose());

describe('the log switches', () => {
  it('keeps out the consumption rows made while LogConsumeEnabled was off, also after it is on again', async () => {
    const admin = { kind: 'system', reason: 'test' } as const;
    // The spans are times to the millisecond: each step starts in a later millisecond than the last ended, so none ties with a switch.
    const step = async (work: () => Promise<unknown>) => {
      const after = Date.now();
      while (Date.now() <= after) await new Promise((resolve) => setTimeout(resolve, 1));
      await work();
    };
    await step(() => charge(`before-${run}`));
    await step(() => t.gateway.options.set('LogConsumeEnabled', 'false', admin));
    await step(() => charge(`while-off-${run}`));
    await step(() => t.gateway.options.set('LogConsumeEnabled', 'true', admin));
    await step(() => charge(`after-${run}`));
    const rows = await ownRequestIds();
    // The top-up row has no request id.
    expect(rows).toEqual(['', `after-${run}`, `before-${run}`]);
    // The read model and the ledger have all three.
    const { rows: kept } = await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM usage_logs WHERE user_id = $1 AND type = 2', [userId]);
    expect(kept[0]!.n).toBe(3);
  });

  it('keeps out every error row while ERROR_LOG_ENABLED is false', async () => {
    const requestId = `failed-${run}`;
    const failure = relayAttemptsFailed({ requestId, userId, channelId: 1, outcome: 'answered_error', modelName: 'm' });
    await t.gateway.events.store.append(failure.streamId, [failure], 'no_stream');
    expect(await ownRequestIds()).not.toContain(requestId);
    const { rows } = await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM usage_logs WHERE request_id = $1 AND type = 5', [requestId]);
    expect(rows[0]!.n).toBe(1);
  });
});
