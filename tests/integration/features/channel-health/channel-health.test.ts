import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayFailureStreamId, type AttemptFailure, type RelayAttemptsFailed } from '../../../../schema/events/relay';
import type { ChargeDetail } from '../../../../schema/events/wallet';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { randomEventId } from '../../../../services/platform/event-id';
import { createLogger, silentLogger } from '../../../../services/platform/logger';
import { apiClient } from '../../../testkit/api-client';
import { eventually } from '../../../testkit/eventually';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, expectNoErrors } from '../../../testkit/graphql';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';
import { freshUserId, TEST_META } from '../../../testkit/ledger';

/*
 * Channel health over GraphQL on a test gateway, from events recorded at
 * chosen times: settles through the wallet service (with its clock set to
 * the moment), failed attempts as the relay records them, channel changes
 * through the admin API. The windows are summed at read time from the
 * gateway's clock; the subscription sends the channels that moved; every
 * call and every answer is for admins only.
 */

interface Window {
  minutes: number;
  requests: number;
  successes: number;
  failures: number;
  successRate: number | null;
  averageResponseMs: number | null;
  averageFirstTokenMs: number | null;
}
interface Health {
  channelId: number;
  name: string;
  status: number;
  statusSince: string | null;
  lastSuccessAt: string | null;
  lastResponseMs: number | null;
  lastFirstTokenMs: number | null;
  lastError: { at: string; status: number | null; kind: string; message: string } | null;
  lastAutomaticChange: { at: string; status: number | null; reason: string } | null;
  windows: Window[];
  asOf: string;
}

const FIELDS = `channelId name status statusSince lastSuccessAt lastResponseMs lastFirstTokenMs
  lastError { at status kind message } lastAutomaticChange { at status reason }
  windows { minutes requests successes failures successRate averageResponseMs averageFirstTokenMs } asOf`;

let t: TestGateway;
let wallets: WalletService;
let at = new Date();
const api = apiClient(() => t.baseUrl);
const user = freshUserId();
const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const detail = (elapsedMs: number, firstTokenMs: number | null, channelsTried: number[]): ChargeDetail => ({
  group: 'default',
  upstreamModel: null,
  channelsTried,
  stream: firstTokenMs !== null,
  end: 'complete',
  usageSource: 'upstream',
  cachedTokens: 0,
  cacheWriteTokens: 0,
  reasoningTokens: 0,
  imageTokens: 0,
  corrections: [],
  firstTokenMs,
  elapsedMs,
  price: { kind: 'per-call', modelPrice: '0.002', quotaPerUnit: '500000', groupRatio: '1' },
  basis: 'usage',
});

/** A request served by `channelId`, settled at `when` as the relay settles it. */
async function served(channelId: number, when: Date, elapsedMs: number, firstTokenMs: number | null = null, tried = [channelId]) {
  at = when;
  const requestId = `req-${randomEventId()}`;
  await wallets.reserve(user, { requestId, tokenId: null, amount: 1_000, modelName: 'gpt-4o-mini' }, TEST_META);
  await wallets.settle(
    user,
    {
      requestId,
      actual: 1_000,
      usage: { channelId, modelName: 'gpt-4o-mini', promptTokens: 1, completionTokens: 1, detail: detail(elapsedMs, firstTokenMs, tried) },
    },
    TEST_META,
  );
}

const attempt = (channelId: number, status: number, message: string): AttemptFailure => ({
  channelId,
  status,
  kind: 'upstream',
  code: null,
  type: null,
  message,
  latencyMs: 30,
});

/** A request's failed attempts, recorded at `when` as the relay records them. */
async function failedAttempts(when: Date, attempts: AttemptFailure[]) {
  const requestId = `req-${randomEventId()}`;
  const event: RelayAttemptsFailed = {
    eventId: randomEventId(),
    type: 'RelayAttemptsFailed',
    schemaVersion: 1,
    streamId: relayFailureStreamId(requestId),
    occurredAt: when.toISOString(),
    correlationId: requestId,
    causationId: null,
    actor: { kind: 'system', reason: 'test' },
    data: {
      requestId,
      userId: user,
      tokenId: null,
      modelName: 'gpt-4o-mini',
      group: 'default',
      stream: false,
      attempts,
      outcome: 'answered_error',
      clientStatus: 502,
    },
  };
  await t.gateway.events.store.append(event.streamId, [event], 'no_stream');
}

const health = async (who: string | null, id?: number) =>
  api.graphql<{ channelHealth: Health[] }>(who, `query($id: Int) { channelHealth(id: $id) { ${FIELDS} } }`, { id });
const windowOf = (h: Health, minutes: number) => h.windows.find((w) => w.minutes === minutes)!;

async function createChannel(name: string): Promise<number> {
  const created = await api.call<Array<{ id: number }>>('admin', 'POST', '/api/channel/', {
    type: 1,
    name,
    key: `sk-${name}`,
    models: 'gpt-4o-mini',
    group: 'default',
    base_url: 'https://upstream.example',
  });
  expect(created.body.success, created.body.message).toBe(true);
  return created.body.data![0]!.id;
}

beforeAll(async () => {
  t = await startTestGateway({}, {}, process.env.CHH_LOG ? createLogger('warn') : silentLogger);
  await api.setUpSite('chh');
  await api.signUp('chh_user');
  const root = api.sessions.get('chh_root')!;
  expect((await api.call('chh_root', 'POST', '/api/user/', { username: 'chh_demoted', password: 'chh_demoted-password', role: 10 })).body.success).toBe(true);
  await api.signIn('chh_demoted', 'chh_demoted-password');
  expect(root.id).toBeGreaterThan(0);
  wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => at, logger: silentLogger });
  at = minutesAgo(26 * 60 + 5);
  await wallets.credit(user, { key: `chh-${user}`, source: 'topup', amount: 10_000_000, reference: null, reason: null }, TEST_META);
  ids.a = await createChannel('chh-a');
  ids.b = await createChannel('chh-b');
  ids.c = await createChannel('chh-c');

  // Channel a: a request 26 hours ago (in no window), 3 hours ago (24 h), 30 minutes ago (1 h), 2 minutes ago (5 min),
  // one served after another channel failed (counted, without its time); failures 90 and 2 minutes ago.
  await served(ids.a, minutesAgo(26 * 60), 9_000);
  await served(ids.a, minutesAgo(180), 4_000);
  await served(ids.a, minutesAgo(30), 2_000, 500);
  await served(ids.a, minutesAgo(2), 1_000, 300);
  await served(ids.a, minutesAgo(2), 60_000, null, [ids.b, ids.a]);
  await failedAttempts(minutesAgo(90), [attempt(ids.a, 500, 'server error')]);
  await failedAttempts(minutesAgo(2), [attempt(ids.b, 503, 'overloaded'), attempt(ids.a, 429, 'slow down')]);
});
afterAll(async () => t?.dispose());

describe('channelHealth', () => {
  it('sums each window from the minutes the read model keeps, as of the gateway’s clock', async () => {
    const a = await eventually(
      async () => {
        const [h] = expectNoErrors(await health('admin', ids.a)).channelHealth;
        return windowOf(h!, 1440).requests === 6 && h!;
      },
      { what: 'channel a’s events in the read model' },
    );
    expect(a).toMatchObject({ channelId: ids.a, name: 'chh-a', status: 1, lastResponseMs: 1_000, lastFirstTokenMs: 300 });
    expect(a.lastError).toMatchObject({ status: 429, kind: 'upstream', message: 'slow down' });
    expect(a.lastAutomaticChange).toBeNull();
    expect(a.windows).toEqual([
      { minutes: 5, requests: 3, successes: 2, failures: 1, successRate: 2 / 3, averageResponseMs: 1_000, averageFirstTokenMs: 300 },
      { minutes: 60, requests: 4, successes: 3, failures: 1, successRate: 0.75, averageResponseMs: 1_500, averageFirstTokenMs: 400 },
      { minutes: 1440, requests: 6, successes: 4, failures: 2, successRate: 4 / 6, averageResponseMs: 2_333, averageFirstTokenMs: 400 },
    ]);
    expect(Date.parse(a.asOf)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists every channel by id, those without traffic with empty windows', async () => {
    const all = expectNoErrors(await health('admin')).channelHealth;
    const mine = all.filter((h) => Object.values(ids).includes(h.channelId));
    expect(mine.map((h) => h.channelId)).toEqual([ids.a, ids.b, ids.c]);
    const c = mine[2]!;
    expect(c).toMatchObject({ lastSuccessAt: null, lastError: null, lastResponseMs: null, status: 1 });
    expect(c.statusSince).not.toBeNull();
    expect(c.windows.map((w) => [w.requests, w.successRate, w.averageResponseMs])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ]);
    expect(windowOf(mine[1]!, 5)).toMatchObject({ requests: 1, failures: 1, successRate: 0 });
  });

  it('follows an admin’s status change, and drops a deleted channel with its minutes', async () => {
    expect((await api.call('admin', 'PUT', '/api/channel/', { id: ids.c, status: 2 })).body.success).toBe(true);
    const c = await eventually(
      async () => {
        const [h] = expectNoErrors(await health('admin', ids.c)).channelHealth;
        return h!.status === 2 && h!;
      },
      { what: 'the admin’s disable in the read model' },
    );
    expect(c.lastAutomaticChange).toBeNull();
    expect(Date.parse(c.statusSince!)).toBeGreaterThan(Date.now() - 60_000);

    expect((await api.call('admin', 'DELETE', `/api/channel/${ids.b}`)).body.success).toBe(true);
    await eventually(
      async () => {
        const { rows } = await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM channel_health_minutes WHERE channel_id = $1', [ids.b]);
        return rows[0]!.n === 0;
      },
      { what: 'channel b’s minutes to go' },
    );
    expect(expectNoErrors(await health('admin')).channelHealth.map((h) => h.channelId)).not.toContain(ids.b);
    expectErrorCode(await health('admin', ids.b), 'NOT_FOUND');
  });

  it('is for admins only', async () => {
    expectErrorCode(await health(null), 'UNAUTHENTICATED');
    expectErrorCode(await health('chh_user'), 'FORBIDDEN');
    expectErrorCode(await health('admin', -1), 'BAD_USER_INPUT');
  });
});

describe('channelHealthChanged', () => {
  const QUERY = `subscription($id: Int) { channelHealthChanged(id: $id) { ${FIELDS} } }`;

  it('sends the health now, then only the channels that took in new events', async () => {
    const client = wsClient(t.baseUrl, api.headers('admin'));
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(client, QUERY);
      const first = await sub.next();
      expect(first.channelHealthChanged.map((h) => h.channelId)).toEqual(expect.arrayContaining([ids.a, ids.c]));
      await failedAttempts(new Date(), [attempt(ids.c, 401, 'invalid key')]);
      const next = await sub.next();
      expect(next.channelHealthChanged.map((h) => h.channelId)).toEqual([ids.c]);
      expect(next.channelHealthChanged[0]).toMatchObject({ lastError: { status: 401, message: 'invalid key' } });
      expect(windowOf(next.channelHealthChanged[0]!, 5)).toMatchObject({ failures: 1 });
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it('follows one channel when given its id', async () => {
    const client = wsClient(t.baseUrl, api.headers('admin'));
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(
        client,
        `subscription { channelHealthChanged(id: ${ids.a}) { channelId windows { minutes successes } } }`,
      );
      const first = await sub.next();
      expect(first.channelHealthChanged.map((h) => h.channelId)).toEqual([ids.a]);
      const before = windowOf(first.channelHealthChanged[0]! as Health, 5).successes;
      // Another channel's event sends nothing; this one's does.
      await failedAttempts(new Date(), [attempt(ids.c, 500, 'not this one')]);
      await served(ids.a, new Date(), 700);
      const next = await sub.next();
      expect(next.channelHealthChanged.map((h) => h.channelId)).toEqual([ids.a]);
      expect(windowOf(next.channelHealthChanged[0]! as Health, 5).successes).toBe(before + 1);
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it('stops for an admin demoted while subscribed', async () => {
    const client = wsClient(t.baseUrl, api.headers('chh_demoted'));
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(client, `subscription { channelHealthChanged(id: ${ids.a}) { channelId } }`);
      await sub.next();
      const demoted = await api.call('chh_root', 'POST', '/api/user/manage', { id: api.sessions.get('chh_demoted')!.id, action: 'demote' });
      expect(demoted.body.data).toEqual({ role: 1, status: 1 });
      // Answers computed before the demotion may still be on the wire; the first one computed after it is a refusal.
      let refusal: unknown;
      for (let read = 0; read < 5 && !refusal; read++) {
        await sub.nextAfter(() => served(ids.a, new Date(), 500)).catch((error: unknown) => (refusal = error));
      }
      expect(JSON.stringify(refusal ?? null)).toMatch(/FORBIDDEN|only admins/);
    } finally {
      await client.dispose();
    }
  });

  it('refuses users and anonymous callers, and names a channel that does not exist', async () => {
    const asUser = wsClient(t.baseUrl, api.headers('chh_user'));
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(asUser, 'subscription { channelHealthChanged { channelId } }');
      await expect(sub.next()).rejects.toThrow(/FORBIDDEN|only admins/);
    } finally {
      await asUser.dispose();
    }
    const anonymous = wsClient(t.baseUrl);
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(anonymous, 'subscription { channelHealthChanged { channelId } }');
      await expect(sub.next()).rejects.toThrow(/UNAUTHENTICATED|sign in/);
    } finally {
      await anonymous.dispose();
    }
    const admin = wsClient(t.baseUrl, api.headers('admin'));
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(admin, `subscription { channelHealthChanged(id: ${ids.b}) { channelId } }`);
      // graphql-ws ends a failed stream with an error message: its GraphQL errors.
      const refusal: unknown = await sub.next().catch((error: unknown) => error);
      expect(JSON.stringify(refusal)).toMatch(/NOT_FOUND|no channel/);
    } finally {
      await admin.dispose();
    }
  });
});
