import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { createPostgresDatabase, postgresMissing, preferredBackend, skipNote } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { keyOf, OPENAI, startFakeUpstream, type FakeUpstream } from '../../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { createManualClock } from '../../../testkit/manual-clock';
import { recordSchedulerTicks } from '../../../testkit/scheduler-ticks';

/*
 * Scheduled balance refreshes (CHANNEL_UPDATE_FREQUENCY, server-behaviour 3.9)
 * on whole gateways that tick every 50-100 ms instead of every minute, against
 * a fake OpenAI upstream answering the legacy billing endpoints: a gateway
 * without the variable reads no balance; with it, one refresh reads every
 * enabled channel, disables the one at zero, and no second refresh starts
 * within the interval, including on two instances sharing one database.
 * The gateways' clock stands still (a manual clock), so every tick after the
 * refresh falls within its interval whatever the machine's speed; the tests
 * wait for ticks that answered `{ ran: false }` (GatewayOverrides.onSchedulerTick)
 * before asserting that nothing more was read.
 */

const JOB = 'scheduled balance refresh';
const { clock } = createManualClock();

const RICH = 'sk-balance-rich-0123456789abcdef';
const EMPTY = 'sk-balance-empty-fedcba98765432';
let upstream: FakeUpstream;
let upstreamHost = '';
/** Balance reads the fake upstream answered, by key. */
function reads(): Map<string, number> {
  const counted = new Map<string, number>();
  for (const request of upstream.received.filter((r) => r.path === '/v1/dashboard/billing/subscription')) {
    counted.set(keyOf(request), (counted.get(keyOf(request)) ?? 0) + 1);
  }
  return counted;
}

beforeAll(async () => {
  // OpenAI's legacy billing: the balance is the hard limit less the month's usage (in cents): 7.50 USD for RICH, none for EMPTY.
  upstream = await startFakeUpstream((request) => {
    if (request.path === '/v1/dashboard/billing/subscription') {
      return { ...OPENAI.billingSubscription, patch: { soft_limit_usd: 10, hard_limit_usd: 10, system_hard_limit_usd: 10 } };
    }
    return { ...OPENAI.billingUsage, patch: { total_usage: keyOf(request) === EMPTY ? 1000 : 250 } };
  });
  upstreamHost = upstream.host;
});
afterAll(() => upstream.close());

/** The key every gateway of one site shares, so that each opens the channel keys another sealed. */
const SECRET_KEY = randomBytes(32).toString('hex');

/** Storage that outlives one gateway: its own PostgreSQL database when the run has a server, else a PGlite DATA_DIR. */
async function sharedStorage(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (preferredBackend() === 'postgres') {
    const database = await createPostgresDatabase();
    return { env: { SECRET_KEY, DATABASE_URL: database.url }, drop: () => database.drop() };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tollgate-balances-'));
  return { env: { SECRET_KEY, DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** Sets the site up and creates the two channels on a gateway that has no schedule; checks it read no balance meanwhile. */
async function prepare(env: Record<string, string>, prefix: string): Promise<void> {
  const ticks = recordSchedulerTicks();
  const t = await startTestGateway(env, { schedulerTickMs: 50, clock, onSchedulerTick: ticks.onSchedulerTick });
  try {
    const api = apiClient(() => t.baseUrl);
    await api.call(null, 'POST', '/api/setup', { username: `${prefix}_root`, password: 'root-password-1', confirmPassword: 'root-password-1' });
    await api.signIn(`${prefix}_root`, 'root-password-1');
    expect((await api.call(`${prefix}_root`, 'PUT', '/api/option/', { key: 'egress.allow_list', value: JSON.stringify([upstreamHost]) })).body.success).toBe(
      true,
    );
    for (const [name, key] of [
      ['rich', RICH],
      ['empty', EMPTY],
    ] as const) {
      const created = await api.call(`${prefix}_root`, 'POST', '/api/channel/', {
        mode: 'single',
        channel: { name: `${prefix} ${name}`, type: 1, key, models: 'gpt-4o-mini', group: 'default', base_url: `http://${upstreamHost}` },
      });
      expect(created.body.success, created.body.message).toBe(true);
    }
    // The scheduler ticked twice with the channels there (its channel-test job), and no balance job ticked with it.
    await ticks.looked('scheduled channel test', 2);
    expect(ticks.of(JOB)).toEqual([]);
    expect(reads().size).toBe(0);
  } finally {
    await t.dispose();
  }
}

interface ChannelRow {
  name: string;
  status: number;
  balance: number;
  refreshed: boolean;
}
const channels = async (t: TestGateway) =>
  (await t.gateway.db.query<ChannelRow>('SELECT name, status, balance, balance_updated_time > 0 AS refreshed FROM channels ORDER BY id')).rows;

describe('scheduled balance refresh', () => {
  let storage: Awaited<ReturnType<typeof sharedStorage>>;
  let t: TestGateway | undefined;
  beforeAll(async () => {
    upstream.received.length = 0;
    storage = await sharedStorage();
  });
  afterAll(async () => {
    await t?.dispose();
    await storage?.drop();
  });

  it('reads nothing while CHANNEL_UPDATE_FREQUENCY is unset; once set, one refresh reads every channel and disables the empty one', async () => {
    await prepare(storage.env, 'bal');
    const ticks = recordSchedulerTicks();
    t = await startTestGateway({ ...storage.env, CHANNEL_UPDATE_FREQUENCY: '1' }, { schedulerTickMs: 100, clock, onSchedulerTick: ticks.onSchedulerTick });
    const gateway = t;
    await eventually(async () => (await channels(gateway)).every((channel) => channel.refreshed), { what: 'both balances' });
    // More ticks within the one-minute interval (the clock stands still), each of which found no refresh due.
    expect(await ticks.looked(JOB, 3)).toEqual(Array(3).fill({ ran: false }));
    expect(await channels(gateway)).toEqual([
      { name: 'bal rich', status: 1, balance: 7.5, refreshed: true },
      { name: 'bal empty', status: 3, balance: 0, refreshed: true },
    ]);
    expect(Object.fromEntries(reads())).toEqual({ [RICH]: 1, [EMPTY]: 1 });
  });
});

describe.skipIf(postgresMissing())(`scheduled balance refresh on two instances${skipNote('postgres')}`, () => {
  let database: { url: string; drop(): Promise<void> };
  const instances: TestGateway[] = [];
  beforeAll(async () => {
    upstream.received.length = 0;
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.dispose();
    await database?.drop();
  });

  it('refreshes once per interval however many instances tick', async () => {
    const env = { SECRET_KEY, DATABASE_URL: database.url };
    await prepare(env, 'two');
    const ticks = [recordSchedulerTicks(), recordSchedulerTicks()];
    for (const { onSchedulerTick } of ticks) {
      instances.push(await startTestGateway({ ...env, CHANNEL_UPDATE_FREQUENCY: '1' }, { schedulerTickMs: 50, clock, onSchedulerTick }));
    }
    await eventually(async () => (await channels(instances[0]!)).every((channel) => channel.refreshed), { what: 'both balances' });
    // Both instances ticked again after the refresh, within its interval, and found none due.
    const afterwards = await Promise.all(ticks.map((each) => each.looked(JOB, 3)));
    expect(afterwards.flat()).toEqual(Array(6).fill({ ran: false }));
    expect(Object.fromEntries(reads())).toEqual({ [RICH]: 1, [EMPTY]: 1 });
  });
});
