import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { createPostgresDatabase, postgresMissing, skipNote } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { startFakeUpstream, type FakeUpstream } from '../../../testkit/fake-upstream';
import { createManualClock } from '../../../testkit/manual-clock';
import { recordSchedulerTicks, type SchedulerTicks } from '../../../testkit/scheduler-ticks';

/*
 * Scheduled channel tests (server-behaviour 3.8, monitor_setting.auto_test_channel_*)
 * on whole gateways that tick every 50-100 ms instead of every minute, against
 * a fake OpenAI-compatible upstream: nothing runs while the schedule is off;
 * once on, one run starts and tests the channels, and no other starts
 * within the interval, however often the instances tick, including two
 * instances on one database. The gateways' clock stands still (a manual
 * clock), so every tick after the run falls within its interval whatever the
 * machine's speed; the tests wait for ticks that answered 'off' or 'not_due'
 * (GatewayOverrides.onSchedulerTick) before asserting that nothing started.
 */

const JOB = 'scheduled channel test';

const KEY = 'sk-schedule-good-0123456789abcdef';
let upstream: FakeUpstream;
let upstreamHost = '';
/** Requests the upstream answered: each one a chat completion. */
const completions = () => upstream.received.length;

interface RunRow {
  trigger: string;
  started_by: string;
  total: number;
  done: number;
  finished: boolean;
}
const runs = async (t: TestGateway) =>
  (await t.gateway.db.query<RunRow>('SELECT trigger, started_by::text, total, done, finished_at IS NOT NULL AS finished FROM channel_test_runs ORDER BY id'))
    .rows;

async function prepare(t: TestGateway, prefix: string) {
  const api = apiClient(() => t.baseUrl);
  await api.call(null, 'POST', '/api/setup', { username: `${prefix}_root`, password: 'root-password-1', confirmPassword: 'root-password-1' });
  await api.signIn(`${prefix}_root`, 'root-password-1');
  const option = async (key: string, value: unknown) =>
    expect((await api.call(`${prefix}_root`, 'PUT', '/api/option/', { key, value })).body).toMatchObject({ success: true });
  await option('egress.allow_list', JSON.stringify([upstreamHost]));
  for (const name of ['first', 'second']) {
    const created = await api.call(`${prefix}_root`, 'POST', '/api/channel/', {
      mode: 'single',
      channel: { name: `${prefix} ${name}`, type: 1, key: KEY, models: 'gpt-4o-mini', group: 'default', base_url: `http://${upstreamHost}` },
    });
    expect(created.body.success, created.body.message).toBe(true);
  }
  return option;
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstreamHost = upstream.host;
});
afterAll(() => upstream.close());

describe('scheduled channel tests', () => {
  let t: TestGateway;
  const ticks = recordSchedulerTicks();
  beforeAll(async () => {
    t = await startTestGateway({}, { schedulerTickMs: 100, clock: createManualClock().clock, onSchedulerTick: ticks.onSchedulerTick });
  });
  afterAll(async () => t?.dispose());

  it('starts nothing while off; once on, one run tests every channel and no second starts within the interval', async () => {
    const option = await prepare(t, 'sched');
    // Two whole ticks with the channels there, each of which found the schedule off.
    expect(await ticks.looked(JOB, 2)).toEqual(['off', 'off']);
    expect(await runs(t)).toEqual([]);

    const before = completions();
    await option('monitor_setting.auto_test_channel_minutes', 1);
    await option('monitor_setting.auto_test_channel_enabled', true);
    await eventually(async () => (await runs(t)).some((run) => run.finished), { what: 'the scheduled run to finish' });
    // More ticks within the one-minute interval (the clock stands still), each of which found no run due.
    expect(await ticks.looked(JOB, 3)).toEqual(['not_due', 'not_due', 'not_due']);
    expect(await runs(t)).toEqual([{ trigger: 'schedule', started_by: '0', total: 2, done: 2, finished: true }]);
    expect(completions() - before).toBe(2);
    const { rows } = await t.gateway.db.query<{ tested: number }>('SELECT count(*)::int AS tested FROM channels WHERE test_time > 0');
    expect(rows[0]!.tested).toBe(2);
  });
});

describe.skipIf(postgresMissing())(`scheduled channel tests on two instances${skipNote('postgres')}`, () => {
  let database: { url: string; drop(): Promise<void> };
  let a: TestGateway;
  let b: TestGateway;
  // One clock for the pair, standing still: every tick after the run is within its interval.
  const { clock } = createManualClock();
  const ticksOfA: SchedulerTicks = recordSchedulerTicks();
  const ticksOfB: SchedulerTicks = recordSchedulerTicks();
  beforeAll(async () => {
    database = await createPostgresDatabase();
    a = await startTestGateway({ DATABASE_URL: database.url }, { schedulerTickMs: 50, clock, onSchedulerTick: ticksOfA.onSchedulerTick });
    b = await startTestGateway({ DATABASE_URL: database.url }, { schedulerTickMs: 50, clock, onSchedulerTick: ticksOfB.onSchedulerTick });
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
    await database?.drop();
  });

  it('starts exactly one run for both instances', async () => {
    const option = await prepare(a, 'pair');
    await option('monitor_setting.auto_test_channel_enabled', true);
    // Without REDIS_URL the instances share no pubsub: the second reads the options again itself.
    await b.gateway.options.reload();
    await eventually(async () => (await runs(a)).some((run) => run.finished), { what: 'the scheduled run to finish' });
    // Both instances, the schedule on for each, ticked again after the run and found none due.
    const [afterOnA, afterOnB] = await Promise.all([ticksOfA.looked(JOB, 3), ticksOfB.looked(JOB, 3)]);
    expect([...afterOnA, ...afterOnB]).toEqual(Array(6).fill('not_due'));
    expect((await runs(b)).map((run) => run.trigger)).toEqual(['schedule']);
  });
});
