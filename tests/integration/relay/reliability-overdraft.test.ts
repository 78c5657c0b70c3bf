import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { modelOf, OPENAI, startFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';
import {
  createRelayChannel,
  errorCodeOf,
  foldAccounts,
  inParallel,
  ledgerDrift,
  lowestAvailable,
  openHoldsOf,
  quotaRefusalOf,
  relayCall,
  seedUser,
  setOptionOverHttp,
  sizeFrom,
  tally,
  waitForModel,
  waitForTerminals,
  walletEvents,
} from '../../testkit/relay-reliability';

/*
 * RELIABILITY A1 and A2 through the relay, over HTTP end to end: concurrent
 * API clients against an in-process gateway (PostgreSQL when the run has
 * one, else PGlite) in front of a fake OpenAI upstream, on a model priced
 * per call at exactly 1 quota unit (ModelPrice = 1 / QuotaPerUnit dollars).
 * The figures come from the log of record (the wallet streams), the fake
 * upstream's `received` list and the wallet read models; each line says the
 * size that ran. On PostgreSQL the defaults are the table's full sizes
 * (RELAY_A1_REQUESTS=10000, RELAY_A1_ALLOWANCE=half of it, RELAY_A2_SCALE=1:
 * about 10 s each on a 2-core machine); on PGlite, a tenth of them.
 */

const QUOTA_PER_UNIT = 500_000;
/** Dollars per call that cost exactly one quota unit. */
const ONE_UNIT = 1 / QUOTA_PER_UNIT;
const A1_MODEL = 'a1-per-call';
const A2_MODEL = 'a2-per-call';

let t: TestGateway;
let upstream: FakeUpstream;
const api = apiClient(() => t.baseUrl);

/** Calls that never got an HTTP answer (the socket failed), with why. */
const transportErrors: string[] = [];
/** Full sizes on PostgreSQL; PGlite (one in-process backend, about 30x slower here) runs a tenth unless told. */
const pglite = () => t.backend === 'pglite';

const received = (model: string): ReceivedRequest[] => upstream.received.filter((r) => modelOf(r) === model);

beforeAll(async () => {
  upstream = await startFakeUpstream(() => OPENAI.chatCompletion);
  t = await startTestGateway();
  await api.setUpSite('rov');
  await setOptionOverHttp(api, 'rov_root', 'egress.allow_list', [upstream.host]);
  await setOptionOverHttp(api, 'rov_root', 'QuotaPerUnit', String(QUOTA_PER_UNIT));
  await setOptionOverHttp(api, 'rov_root', 'ModelPrice', { [A1_MODEL]: ONE_UNIT, [A2_MODEL]: ONE_UNIT });
  await createRelayChannel(api, { name: 'a1', models: A1_MODEL, baseUrl: upstream.baseUrl });
  await createRelayChannel(api, { name: 'a2', models: A2_MODEL, baseUrl: upstream.baseUrl });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});

/** What one relay call came back with. */
type Result = { kind: 'ok'; requestId: string } | { kind: 'quota'; code: string } | { kind: 'other'; status: number; code: string | null };

async function call(key: string, model: string): Promise<Result> {
  const started = performance.now();
  const response = await relayCall(t.baseUrl, key, { model, messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => {
    transportErrors.push(`${(performance.now() - started).toFixed(0)}ms ${String((error as Error).cause ?? error)}`);
    return null;
  });
  if (response === null) return { kind: 'other', status: 0, code: 'transport' };
  if (response.status === 200) {
    await response.arrayBuffer();
    return { kind: 'ok', requestId: response.headers.get('x-request-id')! };
  }
  const refusal = await quotaRefusalOf(response.clone());
  if (refusal !== null) return { kind: 'quota', code: refusal };
  return { kind: 'other', status: response.status, code: await errorCodeOf(response) };
}

describe('relay reliability: overdraft', () => {
  it('A1: one token, N concurrent calls of cost 1 against its allowance: exactly the allowance succeeds', async () => {
    const requests = sizeFrom('RELAY_A1_REQUESTS', pglite() ? 1_000 : 10_000);
    const allowance = sizeFrom('RELAY_A1_ALLOWANCE', Math.floor(requests / 2));
    const concurrency = sizeFrom('RELAY_A1_CONCURRENCY', 200);
    const funds = allowance * 10;
    const user = await seedUser(api, 'rov_root', 'a1_user', funds, { count: 1, allowance });
    const token = user.tokens[0]!;
    await waitForModel(t.baseUrl, token.key, A1_MODEL);

    const begun = performance.now();
    const results = await inParallel(requests, concurrency, () => call(token.key, A1_MODEL));
    const seconds = (performance.now() - begun) / 1000;
    const ok = results.filter((r) => r.kind === 'ok').length;
    const refused = results.filter((r) => r.kind === 'quota');
    const others = results.filter((r) => r.kind === 'other');

    const lives = await waitForTerminals(t.gateway.db, [user.id], { expectReserved: ok });
    const counts = tally(lives.values());
    const charged = [...lives.values()].flatMap((l) => l.settles).reduce((sum, s) => sum + s.actual, 0);
    const folded = foldAccounts(user.id, await walletEvents(t.gateway.db, user.id));
    const finalAllowance = folded.balances.get(`token:${token.id}:available`) ?? 0;
    const lowest = await lowestAvailable(t.gateway.db, [user.id]);
    const { drift } = await ledgerDrift(t.gateway.db, t.gateway.events.store);
    const holds = await openHoldsOf(t.gateway.db, [user.id]);
    // The wallet views are read models: they get there.
    const views = await eventually(
      async () => {
        const self = await api.call<{ quota: number }>(user.name, 'GET', '/api/user/self');
        const tokens = await api.call<{ items: Array<{ id: number; remain_quota: number }> }>(user.name, 'GET', '/api/token/?p=1&size=10');
        const remain = tokens.body.data!.items.find((i) => i.id === token.id)!.remain_quota;
        return self.body.data!.quota === funds - allowance && remain === 0 && { quota: self.body.data!.quota, remain };
      },
      { what: 'the wallet views to show the settled charges' },
    );

    console.log(
      `A1 overdraft hammer (${t.backend}; size ${requests} requests, allowance ${allowance}, concurrency ${concurrency}; full table size 10000/5000/200): ` +
        `${ok} succeeded, ${refused.length} refused with the quota error (${[...new Set(refused.map((r) => (r as { code: string }).code))].join(', ')}), ${others.length} other answers (of them transport failures ${transportErrors.length}${transportErrors.length > 0 ? `: ${transportErrors[0]}` : ''}); ` +
        `upstream calls ${received(A1_MODEL).length}; reserved ${counts.reserved}, settled ${counts.settled}, released ${counts.released}, charged ${charged}; ` +
        `final token allowance ${finalAllowance} (view ${views.remain}); user quota ${views.quota}; minimum available observed: token ${lowest.token}, user ${lowest.user}; ` +
        `open holds ${holds}; double terminals ${counts.multiTerminal}; drift ${drift}; wall time ${seconds.toFixed(2)} s (${(requests / seconds).toFixed(0)} req/s)`,
    );
    expect(others).toEqual([]);
    expect(ok).toBe(allowance);
    expect(refused).toHaveLength(requests - allowance);
    // Each hold is 1: a refused call found the token with nothing left, the 401 of 2.3.
    expect(refused.every((r) => (r as { code: string }).code === 'token_exhausted')).toBe(true);
    expect(received(A1_MODEL)).toHaveLength(allowance);
    expect(counts).toMatchObject({ reserved: allowance, settled: allowance, released: 0, open: 0, multiTerminal: 0, malformed: 0 });
    expect(charged).toBe(allowance);
    expect(finalAllowance).toBe(0);
    expect(lowest.token).toBeGreaterThanOrEqual(0);
    expect(lowest.user).toBeGreaterThanOrEqual(0);
    expect(holds).toBe(0);
    expect(drift).toBe(0);
  }, 180_000);

  it('A2: 20 capped tokens share a user balance smaller than their caps: exactly the balance succeeds, no token above its cap', async () => {
    const scale = Number(process.env.RELAY_A2_SCALE ?? (pglite() ? '0.1' : '1'));
    if (!(scale > 0)) throw new Error(`RELAY_A2_SCALE must be > 0, got ${process.env.RELAY_A2_SCALE}`);
    const tokenCount = 20;
    const balance = Math.round(5_000 * scale);
    const cap = Math.round(400 * scale);
    const perToken = Math.round(500 * scale);
    const concurrency = sizeFrom('RELAY_A2_CONCURRENCY', 200);
    const requests = tokenCount * perToken;
    const user = await seedUser(api, 'rov_root', 'a2_user', balance, { count: tokenCount, allowance: cap });
    await waitForModel(t.baseUrl, user.tokens[0]!.key, A2_MODEL);

    const begun = performance.now();
    // Each token's requests come in a burst (200 in flight overlap two or three tokens), so the caps bind before the balance runs out.
    const results = await inParallel(requests, concurrency, (i) => call(user.tokens[Math.floor(i / perToken)]!.key, A2_MODEL));
    const seconds = (performance.now() - begun) / 1000;
    const ok = results.filter((r) => r.kind === 'ok').length;
    const refused = results.filter((r) => r.kind === 'quota') as Array<{ kind: 'quota'; code: string }>;
    const others = results.filter((r) => r.kind === 'other');

    const lives = await waitForTerminals(t.gateway.db, [user.id], { expectReserved: ok });
    const counts = tally(lives.values());
    const perTokenSettled = new Map<number, number>();
    for (const life of lives.values()) {
      const tokenId = life.reserves[0]!.tokenId!;
      if (life.settles.length > 0) perTokenSettled.set(tokenId, (perTokenSettled.get(tokenId) ?? 0) + 1);
    }
    const mostOnOneToken = Math.max(0, ...perTokenSettled.values());
    const folded = foldAccounts(user.id, await walletEvents(t.gateway.db, user.id));
    const finalAvailable = folded.balances.get(`user:${user.id}:available`) ?? 0;
    const lowest = await lowestAvailable(t.gateway.db, [user.id]);
    const { drift } = await ledgerDrift(t.gateway.db, t.gateway.events.store);
    const holds = await openHoldsOf(t.gateway.db, [user.id]);
    const quotaView = await eventually(
      async () => {
        const self = await api.call<{ quota: number }>(user.name, 'GET', '/api/user/self');
        return self.body.data!.quota === 0 && self.body.data!.quota;
      },
      { what: "the user's quota view to reach 0" },
    );
    const byCode = (code: string) => refused.filter((r) => r.code === code).length;

    console.log(
      `A2 shared user balance (${t.backend}; size scale ${scale}: ${tokenCount} tokens x ${perToken} requests, balance ${balance}, cap ${cap} each, concurrency ${concurrency}; full table scale 1): ` +
        `${ok} succeeded, ${refused.length} refused with a quota error (user ${byCode('insufficient_user_quota')}, token ${byCode('token_exhausted') + byCode('pre_consume_token_quota_failed')}), ${others.length} other (transport failures so far ${transportErrors.length}${transportErrors.length > 0 ? `, last: ${transportErrors.at(-1)}` : ''}); ` +
        `most on one token ${mostOnOneToken} (cap ${cap}); upstream calls ${received(A2_MODEL).length}; final balance ${finalAvailable} (view ${quotaView}); ` +
        `minimum available observed: user ${lowest.user}, token ${lowest.token}; open holds ${holds}; double terminals ${counts.multiTerminal}; drift ${drift}; wall time ${seconds.toFixed(2)} s`,
    );
    expect(others).toEqual([]);
    expect(ok).toBe(balance);
    expect(refused).toHaveLength(requests - balance);
    expect(mostOnOneToken).toBeLessThanOrEqual(cap);
    expect(received(A2_MODEL)).toHaveLength(balance);
    expect(counts).toMatchObject({ reserved: balance, settled: balance, released: 0, open: 0, multiTerminal: 0, malformed: 0 });
    expect(finalAvailable).toBe(0);
    expect(lowest.user).toBeGreaterThanOrEqual(0);
    expect(lowest.token).toBeGreaterThanOrEqual(0);
    expect(holds).toBe(0);
    expect(drift).toBe(0);
  }, 180_000);
});
