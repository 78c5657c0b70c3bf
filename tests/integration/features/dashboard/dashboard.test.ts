import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES } from '../../../../services/features/dashboard';
import { selectUsage } from '../../../../services/features/dashboard/dashboard-records';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { ROLE } from '../../../../services/platform/actor';
import { randomEventId } from '../../../../services/platform/event-id';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, expectNoErrors, graphqlClient } from '../../../testkit/graphql';
import { catchUpAll, freshUserId, TEST_META } from '../../../testkit/ledger';
import { authenticateByTestUserOrRole, testCallerHeaders, type TestCaller } from '../../../testkit/test-authenticate';

/*
 * The dashboard end to end on a test gateway whose clock the test sets:
 * requests charged at chosen instants through the wallet, folded into hours
 * by the usage_hourly projection, then read over `/api/data` and GraphQL by
 * each role, in hours, days and weeks, with the DataExport options changed
 * the way an admin changes them.
 */

const authenticate = authenticateByTestUserOrRole;
type Caller = TestCaller;
const headersOf = testCallerHeaders;

interface QuotaData {
  id: number;
  user_id: number;
  username: string;
  model_name: string;
  created_at: number;
  token_used: number;
  count: number;
  quota: number;
}
interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}
interface Usage {
  bucket: string;
  userId: number | null;
  username: string | null;
  modelName: string;
  quota: number;
  promptTokens: number;
  completionTokens: number;
  tokenUsed: number;
  requests: number;
}
interface DashboardAnswer {
  granularity: string;
  start: string;
  end: string;
  enabled: boolean;
  switchedOffAt: string | null;
  refreshMinutes: number;
  usage: Usage[];
}

let now = Date.parse('2026-03-01T00:00:00.000Z');
const clock = () => new Date(now);
const setClock = (iso: string) => {
  now = Date.parse(iso);
};
const unix = (iso: string) => Date.parse(iso) / 1000;

let t: TestGateway;
let wallets: WalletService;
const alice = freshUserId();
const bob = freshUserId();
const run = randomEventId().slice(0, 8);

async function rest<T>(caller: Caller, path: string): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(t.baseUrl + path, { headers: headersOf(caller) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
async function data(caller: Caller, path: string): Promise<QuotaData[]> {
  const reply = await rest<QuotaData[]>(caller, path);
  expect(reply.body, reply.body.message).toMatchObject({ success: true });
  return reply.body.data!;
}
const graphql = graphqlClient(() => t.baseUrl, headersOf);
const DASHBOARD_FIELDS =
  'granularity start end enabled switchedOffAt refreshMinutes usage { bucket userId username modelName quota promptTokens completionTokens tokenUsed requests }';

/** One relay request of `userId` at `iso`, reserved and settled as the relay records it: 10 prompt and 20 completion tokens. */
async function charge(userId: number, iso: string, actual: number, model: string) {
  setClock(iso);
  const requestId = `req-${userId}-${iso}-${run}`;
  await wallets.reserve(userId, { requestId, tokenId: null, amount: actual + 100, modelName: model }, TEST_META);
  await wallets.settle(userId, { requestId, actual, usage: { channelId: null, modelName: model, promptTokens: 10, completionTokens: 20 } }, TEST_META);
}

/** The compact form of REST rows: [hour, model, quota, count, token_used]. */
const compact = (rows: QuotaData[]) => rows.map((r) => [new Date(r.created_at * 1000).toISOString(), r.model_name, r.quota, r.count, r.token_used]);

const RANGE = `start_timestamp=${unix('2026-03-01T00:00:00Z')}&end_timestamp=${unix('2026-03-03T23:00:00Z')}`;

beforeAll(async () => {
  t = await startTestGateway({}, { authenticate, clock });
  const { db, events } = t.gateway;
  wallets = createWalletService({ store: events.store, db, clock, logger: silentLogger });
  for (const [id, name] of [
    [alice, `alice_${run}`],
    [bob, `bob_${run}`],
  ] as const) {
    await db.query(`INSERT INTO users (id, username, aff_code, created_at, credentials_changed_at) VALUES ($1, $2, $3, now(), now())`, [id, name, `aff${id}`]);
    await wallets.credit(id, { key: `gift-${id}-${run}`, source: 'new_user_gift', amount: 1_000_000, reference: null, reason: null }, TEST_META);
  }
  // 2026-03-02 is a Monday: the Sunday before belongs to the week of 2026-02-23.
  await charge(alice, '2026-03-01T23:30:00.000Z', 100, 'gpt-4o');
  await charge(alice, '2026-03-02T09:10:00.000Z', 200, 'gpt-4o');
  await charge(alice, '2026-03-02T09:20:00.000Z', 400, 'claude-3');
  await charge(bob, '2026-03-02T09:30:00.000Z', 700, 'gpt-4o');
  await charge(alice, '2026-03-02T09:50:00.000Z', 300, 'gpt-4o');
  await charge(alice, '2026-03-02T10:05:00.000Z', 500, 'gpt-4o');
  await charge(alice, '2026-03-03T08:00:00.000Z', 600, 'gpt-4o');
  setClock('2026-03-03T08:30:00.000Z');
  await catchUpAll(db, events.store);
});
afterAll(async () => t?.dispose());

describe('the dashboard over /api/data', () => {
  it('answers a user their own usage per hour and model, oldest first, as QuotaData rows', async () => {
    const rows = await data({ userId: alice }, `/api/data/self?${RANGE}`);
    expect(compact(rows)).toEqual([
      ['2026-03-01T23:00:00.000Z', 'gpt-4o', 100, 1, 30],
      ['2026-03-02T09:00:00.000Z', 'claude-3', 400, 1, 30],
      ['2026-03-02T09:00:00.000Z', 'gpt-4o', 500, 2, 60],
      ['2026-03-02T10:00:00.000Z', 'gpt-4o', 500, 1, 30],
      ['2026-03-03T08:00:00.000Z', 'gpt-4o', 600, 1, 30],
    ]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.every((r) => r.user_id === alice && r.username === `alice_${run}`)).toBe(true);
  });

  it('answers an admin every user’s usage summed per model (user 0, no name), or one user’s by username', async () => {
    const all = await data('admin', `/api/data/?${RANGE}`);
    expect(compact(all)).toContainEqual(['2026-03-02T09:00:00.000Z', 'gpt-4o', 1_200, 3, 90]);
    expect(all.every((r) => r.user_id === 0 && r.username === '')).toBe(true);
    const bobs = await data('admin', `/api/data/?${RANGE}&username=BOB_${run}`);
    expect(bobs).toEqual([
      { id: 1, user_id: bob, username: `bob_${run}`, model_name: 'gpt-4o', created_at: unix('2026-03-02T09:00:00Z'), token_used: 30, count: 1, quota: 700 },
    ]);
    expect(await data('admin', `/api/data/?${RANGE}&username=nobody_${run}`)).toEqual([]);
  });

  it('counts hours that start inside the range, both ends included', async () => {
    const from = unix('2026-03-02T09:00:00Z');
    const to = unix('2026-03-02T10:00:00Z');
    const rows = await data({ userId: alice }, `/api/data/self?start_timestamp=${from}&end_timestamp=${to}`);
    expect(compact(rows).map((r) => r[0])).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-02T10:00:00.000Z']);
    // A start inside an hour leaves that hour out, as the established gateway compares its hour buckets.
    const later = await data({ userId: alice }, `/api/data/self?start_timestamp=${from + 1}&end_timestamp=${to}`);
    expect(compact(later)).toEqual([['2026-03-02T10:00:00.000Z', 'gpt-4o', 500, 1, 30]]);
  });

  it('without a range, answers the day up to now', async () => {
    // Now is 2026-03-03T08:30: hours starting from 2026-03-02T08:30 count.
    const rows = await data({ userId: alice }, '/api/data/self');
    expect(compact(rows).map((r) => r[0])).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ]);
  });

  it('refuses a user’s range over 30 days and timestamps that are not numbers; an admin’s range may be longer', async () => {
    const long = `start_timestamp=${unix('2026-01-01T00:00:00Z')}&end_timestamp=${unix('2026-03-03T00:00:00Z')}`;
    expect((await rest({ userId: alice }, `/api/data/self?${long}`)).body).toMatchObject({ success: false, message: expect.stringContaining('1 month') });
    expect((await data('admin', `/api/data/?${long}`)).length).toBeGreaterThan(0);
    const bad = await rest('admin', '/api/data/?start_timestamp=yesterday');
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('start_timestamp') });
  });

  it('refuses the admins’ call to users and both calls to anonymous callers', async () => {
    for (const route of DASHBOARD_ROUTES) {
      expect([route.path, (await rest('anonymous', route.path)).status]).toEqual([route.path, 401]);
      if (route.access !== 'admin') continue;
      expect([route.path, (await rest({ userId: alice }, route.path)).body.message]).toEqual([route.path, 'your role does not allow this']);
    }
  });
});

describe('the dashboard over GraphQL', () => {
  const range = { startTimestamp: unix('2026-03-01T00:00:00Z'), endTimestamp: unix('2026-03-03T23:00:00Z') };
  const mine = async (variables: Record<string, unknown>) =>
    expectNoErrors(
      await graphql<{ myDashboard: DashboardAnswer }>(
        { userId: alice },
        `query($granularity: DashboardGranularity, $startTimestamp: Int, $endTimestamp: Int) {
           myDashboard(granularity: $granularity, startTimestamp: $startTimestamp, endTimestamp: $endTimestamp) { ${DASHBOARD_FIELDS} } }`,
        variables,
      ),
    ).myDashboard;
  const rowsOf = (answer: DashboardAnswer) => answer.usage.map((u) => [u.bucket, u.modelName, u.quota, u.requests, u.tokenUsed]);

  it('sums hours into UTC days and into weeks that start on Monday', async () => {
    const days = await mine({ ...range, granularity: 'day' });
    expect(days).toMatchObject({ granularity: 'day', enabled: true, switchedOffAt: null, refreshMinutes: 5, start: '2026-03-01T00:00:00.000Z' });
    expect(rowsOf(days)).toEqual([
      ['2026-03-01T00:00:00.000Z', 'gpt-4o', 100, 1, 30],
      ['2026-03-02T00:00:00.000Z', 'claude-3', 400, 1, 30],
      ['2026-03-02T00:00:00.000Z', 'gpt-4o', 1_000, 3, 90],
      ['2026-03-03T00:00:00.000Z', 'gpt-4o', 600, 1, 30],
    ]);
    const weeks = await mine({ ...range, granularity: 'week' });
    expect(rowsOf(weeks)).toEqual([
      ['2026-02-23T00:00:00.000Z', 'gpt-4o', 100, 1, 30],
      ['2026-03-02T00:00:00.000Z', 'claude-3', 400, 1, 30],
      ['2026-03-02T00:00:00.000Z', 'gpt-4o', 1_600, 4, 120],
    ]);
    expect(weeks.usage[0]).toMatchObject({ userId: alice, username: `alice_${run}`, promptTokens: 10, completionTokens: 20 });
  });

  it('cuts days and weeks on the UTC clock whatever time zone the database session has', async () => {
    const sums = await t.gateway.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL TIME ZONE 'Asia/Tokyo'`);
      const span = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-03T23:00:00Z') };
      const scope = { kind: 'user', userId: alice } as const;
      return { days: await selectUsage(tx, scope, 'day', span), weeks: await selectUsage(tx, scope, 'week', span) };
    });
    expect(sums.days.map((r) => r.bucket.toISOString())).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
    ]);
    expect(sums.weeks.map((r) => r.bucket.toISOString())).toEqual(['2026-02-23T00:00:00.000Z', '2026-03-02T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
  });

  it('answers hours like /api/data, and gives admins every user’s sum or one user’s', async () => {
    expect(rowsOf(await mine({ ...range, granularity: 'hour' }))).toHaveLength(5);
    const query = `query($username: String) { dashboard(granularity: day, startTimestamp: ${range.startTimestamp}, endTimestamp: ${range.endTimestamp}, username: $username) { ${DASHBOARD_FIELDS} } }`;
    const all = expectNoErrors(await graphql<{ dashboard: DashboardAnswer }>('admin', query)).dashboard;
    expect(all.usage).toContainEqual(
      expect.objectContaining({ bucket: '2026-03-02T00:00:00.000Z', modelName: 'gpt-4o', quota: 1_700, requests: 4, userId: null, username: null }),
    );
    const bobs = expectNoErrors(await graphql<{ dashboard: DashboardAnswer }>('admin', query, { username: `bob_${run}` })).dashboard;
    expect(rowsOf(bobs)).toEqual([['2026-03-02T00:00:00.000Z', 'gpt-4o', 700, 1, 30]]);
    expectErrorCode(await graphql({ userId: alice }, '{ dashboard { granularity } }'), 'FORBIDDEN');
    expectErrorCode(await graphql('anonymous', '{ myDashboard { granularity } }'), 'UNAUTHENTICATED');
  });

  it('takes the granularity from DataExportDefaultTime and the refresh from DataExportInterval', async () => {
    const { options } = t.gateway;
    const admin = { kind: 'user', userId: 1, role: ROLE.root } as const;
    await options.set('DataExportDefaultTime', 'week', admin);
    await options.set('DataExportInterval', '15', admin);
    try {
      const answer = await mine({});
      expect(answer).toMatchObject({ granularity: 'week', refreshMinutes: 15, start: '2026-02-01T08:30:00.000Z', end: '2026-03-03T08:30:00.000Z' });
      expect(rowsOf(answer)).toHaveLength(3);
    } finally {
      await options.set('DataExportDefaultTime', 'hour', admin);
      await options.set('DataExportInterval', '5', admin);
    }
  });
});

describe('DataExportEnabled', () => {
  it('while off, answers what was recorded until it was switched off (to that hour), and everything again once on', async () => {
    const { options } = t.gateway;
    const admin = { kind: 'user', userId: 1, role: ROLE.root } as const;
    const hoursBefore = compact(await data({ userId: alice }, `/api/data/self?${RANGE}`));
    setClock('2026-03-02T09:40:00.000Z');
    await options.set('DataExportEnabled', 'false', admin);
    setClock('2026-03-03T08:30:00.000Z');
    try {
      // Setting it off again moves nothing: it went off at 09:40.
      await options.set('DataExportEnabled', 'false', admin);
      const whileOff = compact(await data({ userId: alice }, `/api/data/self?${RANGE}`));
      expect(whileOff).toEqual(hoursBefore.slice(0, 3));
      expect(compact(await data('admin', `/api/data/?${RANGE}`)).map((r) => r[0])).not.toContain('2026-03-02T10:00:00.000Z');
      const query = `{ myDashboard(granularity: day, startTimestamp: ${unix('2026-03-01T00:00:00Z')}, endTimestamp: ${unix('2026-03-03T23:00:00Z')}) { enabled switchedOffAt usage { bucket quota } } }`;
      const answer = expectNoErrors(await graphql<{ myDashboard: DashboardAnswer }>({ userId: alice }, query)).myDashboard;
      expect(answer).toMatchObject({ enabled: false, switchedOffAt: '2026-03-02T09:40:00.000Z' });
      expect(answer.usage).toEqual([
        { bucket: '2026-03-01T00:00:00.000Z', quota: 100 },
        { bucket: '2026-03-02T00:00:00.000Z', quota: 400 },
        { bucket: '2026-03-02T00:00:00.000Z', quota: 500 },
      ]);
      // A range that starts after it was switched off holds nothing.
      expect(
        await data({ userId: alice }, `/api/data/self?start_timestamp=${unix('2026-03-02T10:00:00Z')}&end_timestamp=${unix('2026-03-03T09:00:00Z')}`),
      ).toEqual([]);
    } finally {
      await options.set('DataExportEnabled', 'true', admin);
    }
    // Nothing was lost while it was off: the read model folded every settle.
    expect(compact(await data({ userId: alice }, `/api/data/self?${RANGE}`))).toEqual(hoursBefore);
  });
});
