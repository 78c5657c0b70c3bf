import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A request that runs longer than its hold keeps it (docs/relay.md, the
 * hold keeper): with RESERVATION_TIMEOUT_MS at 3 s, a stream of about 6.5 s
 * has its reservation's deadline moved while it runs (QuotaHoldExtended),
 * settles in full, and is extended no more once settled. Without the keeper
 * the sweeper would release the hold as expired and refuse the late settle:
 * the request would be free (tests/integration/relay/hold-keeper.test.ts
 * shows that with a clock the test moves).
 */

let site: RelaySite;

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'lh',
    // 13 events half a second apart.
    script: () => ({ sse: 'openai/chat-stream-usage.sse', eventGapMs: 500 }),
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 } },
    channel: { name: 'slow', key: 'sk-slow', models: 'gpt-4o-mini' },
    env: { RESERVATION_TIMEOUT_MS: '3000' },
  });
}, 60_000);
afterAll(async () => site?.dispose());

const walletEventTypes = async (requestId: string): Promise<string[]> =>
  (
    await site.t.gateway.db.query<{ type: string }>("SELECT type FROM events WHERE stream_id = $1 AND data->>'requestId' = $2 ORDER BY revision", [
      `wallet-${site.userId}`,
      requestId,
    ])
  ).rows.map((row) => row.type);

it('a stream longer than its hold keeps the hold while it runs, settles, and is extended no more', async () => {
  const response = await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('data: [DONE]');
  const requestId = response.headers.get('x-request-id')!;
  const ended = await site.lifecycle(requestId);
  expect(ended.at(-1)!.type).toBe('QuotaSettled');
  const types = await walletEventTypes(requestId);
  expect(types[0]).toBe('QuotaReserved');
  expect(types.slice(1, -1).length).toBeGreaterThan(0);
  expect(new Set(types.slice(1, -1))).toEqual(new Set(['QuotaHoldExtended']));
  // Explaining the charge shows the deadline the request ended under, and how often it moved.
  const { rows: moved } = await site.t.gateway.db.query<{ deadline: string }>(
    "SELECT data->>'deadline' AS deadline FROM events WHERE stream_id = $1 AND data->>'requestId' = $2 AND type = 'QuotaHoldExtended' ORDER BY revision",
    [`wallet-${site.userId}`, requestId],
  );
  // Once the usage log has the request (its projection follows the ledger).
  const explain = async () =>
    (await site.api.call<{ reservation: { deadline: string; holdExtensions: number } }>('admin', 'GET', `/api/log/explain?request_id=${requestId}`)).body.data
      ?.reservation;
  await expect.poll(explain).toMatchObject({ deadline: moved.at(-1)!.deadline, holdExtensions: types.length - 2 });
  // Past a whole hold after the settle: nothing more was recorded for the request.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(await walletEventTypes(requestId)).toEqual(types);
}, 60_000);
