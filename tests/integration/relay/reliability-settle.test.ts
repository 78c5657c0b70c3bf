import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { OPENAI, startFakeUpstream, type Answer, type FakeUpstream, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';
import {
  createRelayChannel,
  errorCodeOf,
  quotaRefusalOf,
  foldAccounts,
  inParallel,
  ledgerDrift,
  lowestAvailable,
  openHoldsOf,
  perTokenCost,
  promptEstimateOf,
  relayCall,
  seedUser,
  setOptionOverHttp,
  sizeFrom,
  tally,
  waitForModel,
  waitForTerminals,
  walletEvents,
  type Lifecycle,
  type SeededUser,
} from '../../testkit/relay-reliability';

/*
 * RELIABILITY A3 (variable cost settle) and A4 (cost above the hold) through
 * the relay over HTTP: the fake upstream reports, per request, the usage the
 * test wrote into the request's own message (`a3:<prompt>:<completion>`), so
 * every expected charge is computed here from the published price
 * (gpt-4o-mini: model ratio 0.075, completion ratio 4; docs/pricing.md),
 * independently of the gateway's price engine, and compared with the wallet
 * events, the request_charges read model and the wallet views.
 *
 * Sizes: RELAY_A3_REQUESTS (default 2000 on PostgreSQL, the table's size;
 * 300 on PGlite), RELAY_A4_REQUESTS (default 200, the table's; 100 on PGlite)
 * over RELAY_A4_USERS users (default 20).
 */

const MODEL = 'gpt-4o-mini';
/** Ratios in thousandths, for the integer arithmetic of perTokenCost. */
const MODEL_RATIO = 75;
const COMPLETION_RATIO = 4_000;
/** PreConsumedQuota's default: the prompt floor of every hold, in tokens. */
const PROMPT_FLOOR = 500;

let t: TestGateway;
let upstream: FakeUpstream;
const api = apiClient(() => t.baseUrl);
const pglite = () => t.backend === 'pglite';

/** The usage the test asked the fake to report, read from the request's message. */
function usageAsked(request: ReceivedRequest): { prompt: number; completion: number } | null {
  const content = (request.body as { messages?: Array<{ content?: unknown }> } | undefined)?.messages?.[0]?.content;
  const match = typeof content === 'string' ? /^a[34]:(\d+):(\d+):/.exec(content) : null;
  return match ? { prompt: Number(match[1]), completion: Number(match[2]) } : null;
}

function answer(request: ReceivedRequest): Answer {
  const usage = usageAsked(request);
  if (usage === null) return OPENAI.chatCompletion;
  return {
    ...OPENAI.chatCompletion,
    patch: { usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion } },
  };
}

/** A seeded generator, so a failing run can be repeated. */
function seeded(seed: number): (max: number) => number {
  let state = seed;
  return (max) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % (max + 1);
  };
}

beforeAll(async () => {
  upstream = await startFakeUpstream(answer);
  t = await startTestGateway();
  await api.setUpSite('rst');
  await setOptionOverHttp(api, 'rst_root', 'egress.allow_list', [upstream.host]);
  await setOptionOverHttp(api, 'rst_root', 'ModelRatio', { [MODEL]: 0.075 });
  await setOptionOverHttp(api, 'rst_root', 'CompletionRatio', { [MODEL]: 4 });
  await createRelayChannel(api, { name: 'settle', models: MODEL, baseUrl: upstream.baseUrl });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('relay reliability: settling', () => {
  it('A3: usage varying per request below the hold: Σ posted = Σ expected costs, Σ released = Σ(hold − actual)', async () => {
    const requests = sizeFrom('RELAY_A3_REQUESTS', pglite() ? 300 : 2_000);
    const concurrency = sizeFrom('RELAY_A3_CONCURRENCY', 100);
    const seed = sizeFrom('RELAY_A3_SEED', 3);
    const maxTokens = 1_000;
    const funds = 10_000_000;
    const user = await seedUser(api, 'rst_root', 'a3_user', funds, { count: 1, allowance: funds });
    const key = user.tokens[0]!.key;
    await waitForModel(t.baseUrl, key, MODEL);

    const random = seeded(seed);
    const plan = Array.from({ length: requests }, (_, i) => {
      // Upstream's prompt stays within the hold's prompt floor and its completion within max_tokens: actual ≤ hold.
      const prompt = 1 + random(PROMPT_FLOOR - 1);
      const completion = 1 + random(maxTokens - 1);
      const content = `a3:${prompt}:${completion}:${i}`;
      const estimate = promptEstimateOf([{ role: 'user', content }]);
      return {
        content,
        prompt,
        completion,
        expectedHold: perTokenCost(Math.max(estimate, PROMPT_FLOOR), maxTokens, MODEL_RATIO, COMPLETION_RATIO),
        expectedCost: perTokenCost(prompt, completion, MODEL_RATIO, COMPLETION_RATIO),
      };
    });
    const begun = performance.now();
    const requestIds = await inParallel(requests, concurrency, async (i) => {
      const response = await relayCall(t.baseUrl, key, { model: MODEL, max_tokens: maxTokens, messages: [{ role: 'user', content: plan[i]!.content }] });
      const body = (await response.json()) as { usage?: { prompt_tokens: number } };
      if (response.status !== 200) throw new Error(`request ${i} answered ${response.status}: ${JSON.stringify(body)}`);
      return response.headers.get('x-request-id')!;
    });
    const seconds = (performance.now() - begun) / 1000;

    const lives = await waitForTerminals(t.gateway.db, [user.id], { expectReserved: requests });
    const byRequest = new Map<string, Lifecycle>([...lives.values()].map((l) => [l.requestId, l]));
    const counts = tally(lives.values());
    let wrongCost = 0;
    let wrongHold = 0;
    let wrongTokens = 0;
    let wrongReturn = 0;
    const returned: number[] = [];
    for (const [i, requestId] of requestIds.entries()) {
      const life = byRequest.get(requestId)!;
      const settle = life.settles[0]!;
      if (settle.actual !== plan[i]!.expectedCost) wrongCost++;
      if (life.reserves[0]!.amount !== plan[i]!.expectedHold || settle.reserved !== plan[i]!.expectedHold) wrongHold++;
      if (
        settle.usage.promptTokens !== plan[i]!.prompt ||
        settle.usage.completionTokens !== plan[i]!.completion ||
        settle.usage.detail?.usageSource !== 'upstream'
      ) {
        wrongTokens++;
      }
      // What the settle gave back: to available, or to debt first (none here).
      const back = settle.availableDelta + settle.owedDelta;
      if (back !== settle.reserved - settle.actual) wrongReturn++;
      returned.push(back);
    }
    const posted = sum([...lives.values()].map((l) => l.settles[0]!.actual));
    const expectedPosted = sum(plan.map((p) => p.expectedCost));
    const expectedReturned = sum(plan.map((p) => p.expectedHold - p.expectedCost));
    const lowest = await lowestAvailable(t.gateway.db, [user.id]);
    const { drift } = await ledgerDrift(t.gateway.db, t.gateway.events.store);
    const holds = await openHoldsOf(t.gateway.db, [user.id]);
    const charges = await t.gateway.db.query<{ charged: string; returned: string; n: number }>(
      `SELECT sum(charged)::text AS charged, sum(reserved - charged)::text AS returned, count(*)::int AS n FROM request_charges WHERE user_id = $1`,
      [user.id],
    );
    const view = await eventually(
      async () => {
        const self = await api.call<{ quota: number; used_quota: number }>(user.name, 'GET', '/api/user/self');
        const data = self.body.data!;
        return data.quota === funds - expectedPosted && data.used_quota === expectedPosted && data;
      },
      { what: 'the quota view to show every settle' },
    );

    console.log(
      `A3 variable cost settle (${t.backend}; size ${requests} requests at concurrency ${concurrency}, seed ${seed}, max_tokens ${maxTokens}; full table size 2000): ` +
        `Σ posted ${posted} = Σ expected ${expectedPosted} (request_charges ${charges.rows[0]!.charged}); ` +
        `Σ released ${sum(returned)} = Σ(hold − actual) ${expectedReturned} (request_charges ${charges.rows[0]!.returned}); ` +
        `costs off ${wrongCost}, holds off ${wrongHold}, token counts off ${wrongTokens}, returns off ${wrongReturn}; settled ${counts.settled}, released ${counts.released}, over the hold ${counts.overHold}; ` +
        `quota view ${view.quota}, used ${view.used_quota}; minimum available user ${lowest.user}, token ${lowest.token}; open holds ${holds}; drift ${drift}; wall time ${seconds.toFixed(2)} s`,
    );
    expect(counts).toMatchObject({ reserved: requests, settled: requests, released: 0, open: 0, multiTerminal: 0, malformed: 0, overHold: 0 });
    expect(wrongCost).toBe(0);
    expect(wrongHold).toBe(0);
    expect(wrongTokens).toBe(0);
    expect(wrongReturn).toBe(0);
    expect(posted).toBe(expectedPosted);
    expect(sum(returned)).toBe(expectedReturned);
    expect(Number(charges.rows[0]!.charged)).toBe(expectedPosted);
    expect(Number(charges.rows[0]!.returned)).toBe(expectedReturned);
    expect(lowest.user).toBeGreaterThanOrEqual(0);
    expect(lowest.token).toBeGreaterThanOrEqual(0);
    expect(holds).toBe(0);
    expect(drift).toBe(0);
  }, 180_000);

  it('A4: usage above the hold is charged in full by the over-settle policy; available never below 0; debtors admit nothing', async () => {
    const requests = sizeFrom('RELAY_A4_REQUESTS', pglite() ? 100 : 200);
    const userCount = sizeFrom('RELAY_A4_USERS', 20);
    const concurrency = sizeFrom('RELAY_A4_CONCURRENCY', 50);
    const funds = 1_000;
    const maxTokens = 10;
    // The hold covers the prompt floor and 10 completion tokens; upstream reports 2,000.
    const [prompt, completion] = [PROMPT_FLOOR, 2_000];
    const content = (i: number) => `a4:${prompt}:${completion}:${i}`;
    const hold = perTokenCost(Math.max(promptEstimateOf([{ role: 'user', content: content(0) }]), PROMPT_FLOOR), maxTokens, MODEL_RATIO, COMPLETION_RATIO);
    const cost = perTokenCost(prompt, completion, MODEL_RATIO, COMPLETION_RATIO);
    const users: SeededUser[] = [];
    for (let u = 0; u < userCount; u++) users.push(await seedUser(api, 'rst_root', `a4_user${u}`, funds, { count: 1, allowance: funds }));
    await waitForModel(t.baseUrl, users[0]!.tokens[0]!.key, MODEL);
    const upstreamBefore = upstream.received.length;

    const outcomes = await inParallel(requests, concurrency, async (i) => {
      const user = users[i % userCount]!;
      const response = await relayCall(t.baseUrl, user.tokens[0]!.key, {
        model: MODEL,
        max_tokens: maxTokens,
        messages: [{ role: 'user', content: content(i) }],
      });
      if (response.status === 200) {
        await response.arrayBuffer();
        return 'settled';
      }
      return (await quotaRefusalOf(response.clone())) ?? `${response.status} ${await errorCodeOf(response)}`;
    });
    const userIds = users.map((u) => u.id);
    const lives = await waitForTerminals(t.gateway.db, userIds);
    const counts = tally(lives.values());
    const settles = [...lives.values()].flatMap((l) => l.settles);
    const notInFull = settles.filter((s) => s.actual !== cost).length;
    const wrongSplit = settles.filter(
      (s) =>
        s.availableDelta + s.owedDelta !== s.reserved - s.actual ||
        s.owedDelta > 0 ||
        s.tokenAvailableDelta + s.tokenOverdrawnDelta !== s.tokenReserved - s.actual,
    ).length;
    const debtRecorded = -sum(settles.map((s) => s.owedDelta));
    const overdrawnRecorded = -sum(settles.map((s) => s.tokenOverdrawnDelta));
    let inDebt = 0;
    let suspended = 0;
    const finals = new Map<number, { available: number; owed: number; token: number }>();
    for (const user of users) {
      const { balances } = foldAccounts(user.id, await walletEvents(t.gateway.db, user.id));
      const f = {
        available: balances.get(`user:${user.id}:available`) ?? 0,
        owed: balances.get(`user:${user.id}:owed`) ?? 0,
        token: (balances.get(`token:${user.tokens[0]!.id}:available`) ?? 0) + (balances.get(`token:${user.tokens[0]!.id}:overdrawn`) ?? 0),
      };
      finals.set(user.id, f);
      if (f.owed < 0) inDebt++;
      if (f.token <= 0) suspended++;
    }
    const refusals = outcomes.filter((o) => o !== 'settled');
    const refusalKinds = [...new Set(refusals)].map((kind) => `${kind} x${refusals.filter((r) => r === kind).length}`).join(', ');
    const upstreamCalls = upstream.received.length - upstreamBefore;
    const lowest = await lowestAvailable(t.gateway.db, userIds);

    // A wallet in debt admits nothing and nothing of it reaches upstream; a top-up pays the debt first.
    const debtor = users.find((u) => finals.get(u.id)!.owed < 0);
    if (!debtor) throw new Error(`no user went into debt (${counts.settled} settles): the over-settle never exceeded a balance`);
    const debt = -finals.get(debtor.id)!.owed;
    const beforeRetry = upstream.received.length;
    const whileInDebt = await relayCall(t.baseUrl, debtor.tokens[0]!.key, { model: MODEL, messages: [{ role: 'user', content: 'hi' }] });
    const whileInDebtCode = await errorCodeOf(whileInDebt);
    const topUp = await api.graphql<{ adjustQuota: { quota: number; owedQuota: number } }>(
      'rst_root',
      'mutation($id: Int!, $amount: Quota!) { adjustQuota(userId: $id, amount: $amount, reason: "pays the debt") { quota owedQuota } }',
      { id: debtor.id, amount: debt + 50 },
    );
    // The token is still overdrawn: it admits nothing until its allowance is raised.
    const overdrawnToken = await relayCall(t.baseUrl, debtor.tokens[0]!.key, { model: MODEL, messages: [{ role: 'user', content: 'hi' }] });
    const overdrawnTokenCode = await quotaRefusalOf(overdrawnToken);
    const reachedUpstreamAfter = upstream.received.length - beforeRetry;

    const { drift } = await ledgerDrift(t.gateway.db, t.gateway.events.store);
    const holds = await openHoldsOf(t.gateway.db, userIds);
    const views = await eventually(
      async () => {
        const seen = await Promise.all(users.map((u) => api.call<{ quota: number }>(u.name, 'GET', '/api/user/self')));
        const expected = users.map((u) => (u.id === debtor.id ? 50 : finals.get(u.id)!.available + finals.get(u.id)!.owed));
        return seen.every((s, n) => s.body.data!.quota === expected[n]) && seen.map((s) => s.body.data!.quota);
      },
      { what: 'the quota views to show available + owed' },
    );

    console.log(
      `A4 cost above hold (${t.backend}; size ${requests} requests over ${userCount} users at concurrency ${concurrency}, each user 1000 quota and a token of 1000; full table size 200): ` +
        `hold ${hold}, upstream usage ${prompt}+${completion} tokens = cost ${cost}; ${counts.settled} settled (${counts.overHold} above their hold, ${notInFull} not charged in full, ${wrongSplit} split off the policy), ` +
        `${refusals.length} refused (${refusalKinds || 'none'}); upstream calls ${upstreamCalls} = reservations ${counts.reserved}; ` +
        `debt recorded ${debtRecorded}, token overdraft recorded ${overdrawnRecorded}; users in debt ${inDebt}/${userCount}; suspended tokens ${suspended}/${userCount}; ` +
        `minimum available observed: user ${lowest.user}, token ${lowest.token}; a debtor's next request: ${whileInDebt.status} ${whileInDebtCode}; ` +
        `after a top-up of ${debt + 50}: quota ${topUp.data?.adjustQuota.quota}, owed ${topUp.data?.adjustQuota.owedQuota}, its overdrawn token: ${overdrawnToken.status} ${overdrawnTokenCode}; ` +
        `upstream calls for them ${reachedUpstreamAfter}; quota views min ${Math.min(...views)}; open holds ${holds}; drift ${drift}`,
    );
    expect(counts).toMatchObject({ open: 0, multiTerminal: 0, malformed: 0, released: 0 });
    expect(counts.settled).toBeGreaterThan(0);
    expect(counts.overHold).toBe(counts.settled);
    expect(notInFull).toBe(0);
    expect(wrongSplit).toBe(0);
    expect(refusals.every((r) => r === 'insufficient_user_quota' || r === 'pre_consume_token_quota_failed' || r === 'token_exhausted')).toBe(true);
    expect(counts.settled + refusals.length).toBe(requests);
    expect(upstreamCalls).toBe(counts.reserved);
    expect(inDebt).toBeGreaterThan(0);
    expect(lowest.user).toBeGreaterThanOrEqual(0);
    expect(lowest.token).toBeGreaterThanOrEqual(0);
    expect(whileInDebt.status).toBe(403);
    expect(whileInDebtCode).toBe('insufficient_user_quota');
    expect(topUp.data?.adjustQuota).toEqual({ quota: 50, owedQuota: 0 });
    // Overdrawn is below zero: nothing left, the 401 of 2.3.
    expect(overdrawnToken.status).toBe(401);
    expect(overdrawnTokenCode).toBe('token_exhausted');
    expect(reachedUpstreamAfter).toBe(0);
    expect(holds).toBe(0);
    expect(drift).toBe(0);
  }, 180_000);
});
