import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDEMPTION_ROUTES } from '../../../../services/features/redemptions/rest';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, graphqlClient } from '../../../testkit/graphql';
import { authenticateByTestUserOrRole, testCallerHeaders, type TestCaller } from '../../../testkit/test-authenticate';

/*
 * Redemption codes over `/api` and GraphQL on a test gateway's database and
 * event log: who may call what, batch creation with the spec's defaults and
 * limits, the status rules, search, deletion, audit events without the code,
 * and redeeming: each refusal with its own message, the credit in the
 * ledger, and exactly once under 100 concurrent redeems (RELIABILITY A16).
 */

type Caller = TestCaller;
interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}
interface Code {
  id: number;
  user_id: number;
  name: string;
  key: string;
  status: number;
  quota: number;
  created_time: number;
  redeemed_time: number;
  used_user_id: number;
  expired_time: number;
}
interface Page {
  items: Code[];
  total: number;
  page: number;
  page_size: number;
}

let t: TestGateway;
let wallets: WalletService;

beforeAll(async () => {
  t = await startTestGateway({}, { authenticate: authenticateByTestUserOrRole });
  wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
});
afterAll(async () => t?.dispose());

const headersOf = testCallerHeaders;

async function rest<T = unknown>(caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(t.baseUrl + path, {
    method,
    headers: headersOf(caller),
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const graphql = graphqlClient(() => t.baseUrl, headersOf);

/** Creates codes as the admin and answers them as rows. */
async function create(body: Record<string, unknown>): Promise<Code[]> {
  const reply = await rest<string[]>('admin', 'POST', '/api/redemption/', body);
  expect(reply.body, reply.body.message).toMatchObject({ success: true });
  const page = await rest<Page>('admin', 'GET', '/api/redemption/?page_size=100');
  return reply.body.data!.map((key) => page.body.data!.items.find((c) => c.key === key)!);
}

const redeem = (caller: Caller, key: unknown) => rest<number>(caller, 'POST', '/api/user/topup', { key });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const allEventText = async () => (await t.gateway.db.query<{ data: unknown }>('SELECT data FROM events')).rows.map((r) => JSON.stringify(r.data)).join('\n');

describe('who may call the redemption routes', () => {
  it('refuses guests and users on every admin route, and serves admins and the super admin', async () => {
    const [code] = await create({ name: 'access' });
    for (const route of REDEMPTION_ROUTES) {
      const path = route.path.replace(':id', String(code!.id));
      const anonymous = await rest('anonymous', route.method, path, {});
      expect([path, anonymous.status]).toEqual([path, 401]);
      if (route.access !== 'admin') continue;
      expect([path, (await rest('user', route.method, path, {})).body.message]).toEqual([path, 'your role does not allow this']);
    }
    for (const caller of ['admin', 'root'] as const) {
      expect((await rest(caller, 'GET', '/api/redemption/')).body.success).toBe(true);
      expect((await rest(caller, 'GET', '/api/redemption/search?keyword=acc')).body.success).toBe(true);
      expect((await rest(caller, 'GET', `/api/redemption/${code!.id}`)).body).toMatchObject({ success: true, data: { id: code!.id, name: 'access' } });
      expect((await rest(caller, 'POST', '/api/redemption/', { name: caller })).body.success).toBe(true);
    }
    expect((await redeem('user', '')).body).toMatchObject({ success: false, message: 'please enter redemption code' });
  });
});

describe('creating codes', () => {
  it('applies the defaults: quota 100000, count 1, the formatted quota as the name', async () => {
    const reply = await rest<string[]>('admin', 'POST', '/api/redemption/', {});
    expect(reply.body.success).toBe(true);
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data![0]).toMatch(/^[0-9a-f]{32}$/);
    const [code] = (await rest<Page>('admin', 'GET', `/api/redemption/search?keyword=${reply.body.data![0]}`)).body.data!.items;
    expect(code).toMatchObject({ name: '$0.20', quota: 100_000, status: 1, used_user_id: 0, redeemed_time: 0, expired_time: 0, user_id: 3 });
    expect(Math.abs(code!.created_time - nowSeconds())).toBeLessThan(60);
    // At rest the code is only a hash and a sealed text.
    const stored = await t.gateway.db.query('SELECT * FROM redemptions WHERE id = $1', [code!.id]);
    expect(Object.values(stored.rows[0]!).map(String).join(' ')).not.toContain(code!.key);
  });

  it('creates a batch of up to 100 distinct codes, quota and count parsed as integers', async () => {
    const reply = await rest<string[]>('root', 'POST', '/api/redemption/', { name: 'batch', quota: '500000', count: '100' });
    expect(reply.body.success).toBe(true);
    expect(new Set(reply.body.data).size).toBe(100);
    const page = (await rest<Page>('admin', 'GET', '/api/redemption/search?keyword=batch&page_size=100')).body.data!;
    expect(page).toMatchObject({ total: 100, page: 1, page_size: 100 });
    expect(page.items.every((c) => c.quota === 500_000 && c.name === 'batch' && c.user_id === 1)).toBe(true);
  });

  it.each([
    [{ count: 101 }, 'at most 100 codes can be created at once'],
    [{ count: 0 }, 'count must be a whole number greater than 0'],
    [{ name: 'x'.repeat(21) }, 'the name must be 1 to 20 characters'],
    [{ quota: 0 }, 'quota must be a whole number greater than 0'],
    [{ quota: 'lots' }, 'quota must be a whole number greater than 0'],
    [{ expired_time: 1_000 }, 'the expiry time cannot be in the past'],
  ])('refuses %j: %s', async (body, message) => {
    const before = (await rest<Page>('admin', 'GET', '/api/redemption/')).body.data!.total;
    expect((await rest('admin', 'POST', '/api/redemption/', body)).body).toEqual({ success: false, message });
    expect((await rest<Page>('admin', 'GET', '/api/redemption/')).body.data!.total).toBe(before);
  });
});

describe('listing and searching', () => {
  it('pages newest first in the accounts list shape, and searches by id, name prefix and whole code', async () => {
    const [a, b] = await create({ name: 'find_me', count: 2 });
    const page = (await rest<Page>('admin', 'GET', '/api/redemption/?p=1&page_size=10')).body.data!;
    expect(Object.keys(page).sort()).toEqual(['items', 'page', 'page_size', 'total']);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    expect(page.items.length).toBe(10);
    const search = async (keyword: string) => (await rest<Page>('admin', 'GET', `/api/redemption/search?keyword=${encodeURIComponent(keyword)}`)).body.data!;
    expect((await search('find_')).items.map((c) => c.id)).toEqual([b!.id, a!.id]);
    expect((await search(String(a!.id))).items.map((c) => c.id)).toContain(a!.id);
    expect((await search(b!.key)).items.map((c) => c.id)).toEqual([b!.id]);
    expect((await search('find%')).total).toBe(0);
    expect((await search('_ind_me')).total).toBe(0);
    expect((await rest('admin', 'GET', '/api/redemption/?page_size=7')).body).toEqual({ success: false, message: 'page_size is one of 10, 20, 50, 100' });
    expect((await rest('admin', 'GET', '/api/redemption/999999')).body).toEqual({ success: false, message: 'no such redemption code' });
  });
});

describe('status rules (spec 02 section 4)', () => {
  it('edits and toggles an unused code; a used code is never edited, enabled or disabled again', async () => {
    const [code] = await create({ name: 'rules', quota: 1000 });
    expect((await rest('admin', 'PUT', '/api/redemption/', { id: code!.id, name: '' })).body).toEqual({ success: false, message: 'a name is required' });
    expect((await rest('admin', 'PUT', '/api/redemption/', { id: code!.id, name: 'renamed', quota: 2000 })).body).toMatchObject({
      success: true,
      data: { id: code!.id, name: 'renamed', quota: 2000, key: code!.key, status: 1 },
    });
    expect((await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: code!.id, status: 2 })).body).toMatchObject({
      success: true,
      data: { status: 2 },
    });
    expect((await redeem('user', code!.key)).body).toEqual({ success: false, message: 'this redemption code is disabled' });
    expect((await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: code!.id, status: 3 })).body).toEqual({
      success: false,
      message: 'status is 1 (enabled) or 2 (disabled)',
    });
    expect((await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: code!.id, status: 1 })).body).toMatchObject({
      success: true,
      data: { status: 1 },
    });

    expect((await redeem({ userId: 500 }, code!.key)).body).toEqual({ success: true, message: '', data: 2000 });
    expect((await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: code!.id, status: 1 })).body).toEqual({
      success: false,
      message: 'this code has been used: its status cannot change',
    });
    expect((await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: code!.id, status: 2 })).body).toEqual({
      success: false,
      message: 'this code has been used: its status cannot change',
    });
    expect((await rest('admin', 'PUT', '/api/redemption/', { id: code!.id, name: 'again', quota: 9 })).body).toEqual({
      success: false,
      message: 'this code has been used: it can no longer be edited',
    });
    expect((await rest<Code>('admin', 'GET', `/api/redemption/${code!.id}`)).body.data).toMatchObject({
      status: 3,
      used_user_id: 500,
      quota: 2000,
      name: 'renamed',
    });
  });

  it('records every change as a ConfigChanged audit event that never carries the code', async () => {
    const [code] = await create({ name: 'audited', quota: 700 });
    await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: code!.id, status: 2 });
    await rest('admin', 'DELETE', `/api/redemption/${code!.id}/`);
    const trail = (await t.gateway.events.store.readStream(`audit_redemption-${code!.id}`)).map((r) => r.event);
    expect(trail.map((e) => [e.type, (e.data as { reason: string | null }).reason])).toEqual([
      ['ConfigChanged', null],
      ['ConfigChanged', 'disabled'],
      ['ConfigChanged', 'deleted'],
    ]);
    expect(trail[0]).toMatchObject({
      actor: { kind: 'user', userId: 3 },
      data: { entity: 'redemption', entityId: String(code!.id), before: null, after: { name: 'audited', quota: 700, status: 1 } },
    });
    expect(trail[2]).toMatchObject({ data: { after: { status: 2, deleted: true } } });
    expect(await allEventText()).not.toContain(code!.key);
  });
});

describe('redeeming', () => {
  it('credits the wallet through the ledger (source redemption, the code id as reference) and refuses a replay as used', async () => {
    const [code] = await create({ name: 'gift', quota: 123_456 });
    const userId = 700;
    expect((await redeem({ userId }, ` ${code!.key.toUpperCase()} `)).body).toEqual({ success: true, message: '', data: 123_456 });
    expect((await redeem({ userId }, code!.key)).body).toEqual({ success: false, message: 'this redemption code has already been used' });
    expect(await wallets.view(userId)).toMatchObject({ quota: 123_456 });
    const stream = (await t.gateway.events.store.readStream(`wallet-${userId}`)).map((r) => r.event);
    expect(stream).toHaveLength(1);
    expect(stream[0]).toMatchObject({
      type: 'WalletCredited',
      actor: { kind: 'user', userId },
      data: { source: 'redemption', amount: 123_456, reference: String(code!.id) },
    });
    const row = (await rest<Code>('admin', 'GET', `/api/redemption/${code!.id}`)).body.data!;
    expect(row).toMatchObject({ status: 3, used_user_id: userId });
    expect(Math.abs(row.redeemed_time - nowSeconds())).toBeLessThan(60);
    const audit = (await t.gateway.events.store.readStream(`audit_redemption-${code!.id}`)).map((r) => r.event);
    expect(audit.at(-1)).toMatchObject({ data: { reason: 'redeemed', after: { status: 3, used_user_id: userId } } });
    expect(await allEventText()).not.toContain(code!.key);
  });

  it('tells not found, disabled, expired and deleted codes apart, recording nothing', async () => {
    const before = (await t.gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'wallet-%'")).rows[0]!.n;
    expect((await redeem('user', '0'.repeat(32))).body).toEqual({ success: false, message: 'this redemption code does not exist' });
    expect((await redeem('user', 'not a code')).body).toEqual({ success: false, message: 'this redemption code does not exist' });
    const [expired, disabled, deleted] = await create({ name: 'refused', count: 3, expired_time: nowSeconds() + 3600 });
    await t.gateway.db.query('UPDATE redemptions SET expired_time = $2 WHERE id = $1', [expired!.id, nowSeconds() - 10]);
    await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: disabled!.id, status: 2 });
    await rest('admin', 'DELETE', `/api/redemption/${deleted!.id}`);
    expect((await redeem('user', expired!.key)).body).toEqual({ success: false, message: 'this redemption code has expired' });
    expect((await redeem('user', disabled!.key)).body).toEqual({ success: false, message: 'this redemption code is disabled' });
    expect((await redeem('user', deleted!.key)).body).toEqual({ success: false, message: 'this redemption code does not exist' });
    const after = (await t.gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'wallet-%'")).rows[0]!.n;
    expect(after).toBe(before);
  });

  it('A16: 100 concurrent redeems of one code by 50 users succeed once and credit once', async () => {
    const [code] = await create({ name: 'race', quota: 250_000 });
    const users = Array.from({ length: 50 }, (_, i) => 2_000 + i);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => redeem({ userId: users[i % 50]! }, code!.key)));
    const wins = replies.filter((r) => r.body.success);
    const used = replies.filter((r) => r.body.message === 'this redemption code has already been used');
    const credited = await Promise.all(users.map(async (id) => (await wallets.view(id)).quota));
    const credits = (
      await t.gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'WalletCredited' AND data->>'reference' = $1", [
        String(code!.id),
      ])
    ).rows[0]!.n;
    const replay = await redeem({ userId: users[0]! }, code!.key);
    const winner = users[credited.findIndex((q) => q > 0)];
    console.log(
      `A16 redemption race: 100 concurrent redeems of one code by 50 users: successes ${wins.length}, "already used" ${used.length}, other ${100 - wins.length - used.length}; ` +
        `wallets credited ${credited.filter((q) => q > 0).length} (total ${credited.reduce((a, b) => a + b, 0)} = ${code!.quota} once), ledger credits ${credits}; replay after success: "${replay.body.message}"`,
    );
    expect(wins).toHaveLength(1);
    expect(wins[0]!.body.data).toBe(250_000);
    expect(used).toHaveLength(99);
    expect(credited.filter((q) => q > 0)).toEqual([250_000]);
    expect(credits).toBe(1);
    expect(replay.body).toEqual({ success: false, message: 'this redemption code has already been used' });
    expect((await rest<Code>('admin', 'GET', `/api/redemption/${code!.id}`)).body.data).toMatchObject({ status: 3, used_user_id: winner });
  }, 60_000);
});

describe('deleting', () => {
  it('deletes one code, and DELETE /api/redemption/invalid deletes the used, disabled and expired ones', async () => {
    const [keep, used, disabled, expired, removed] = await create({ name: 'cleanup', count: 5, expired_time: nowSeconds() + 3600 });
    expect((await rest('admin', 'DELETE', `/api/redemption/${removed!.id}/`)).body).toEqual({ success: true, message: '', data: null });
    expect((await rest('admin', 'DELETE', `/api/redemption/${removed!.id}/`)).body).toEqual({ success: false, message: 'no such redemption code' });
    expect((await redeem({ userId: 900 }, used!.key)).body.success).toBe(true);
    await rest('admin', 'PUT', '/api/redemption/?status_only=true', { id: disabled!.id, status: 2 });
    await t.gateway.db.query('UPDATE redemptions SET expired_time = $2 WHERE id = $1', [expired!.id, nowSeconds() - 10]);
    const reply = await rest<number>('admin', 'DELETE', '/api/redemption/invalid');
    expect(reply.body.success).toBe(true);
    expect(reply.body.data).toBeGreaterThanOrEqual(3);
    const left = (await rest<Page>('admin', 'GET', '/api/redemption/search?keyword=cleanup')).body.data!;
    expect(left.items.map((c) => c.id)).toEqual([keep!.id]);
    expect((await rest('admin', 'DELETE', '/api/redemption/invalid')).body).toEqual({ success: true, message: '', data: 0 });
    // The ledger still names the used code, whose row is kept.
    expect((await t.gateway.db.query('SELECT deleted_at FROM redemptions WHERE id = $1', [used!.id])).rows).toHaveLength(1);
  });
});

describe('GraphQL', () => {
  it('offers the same operations, quota as the Quota scalar, admin fields closed to users', async () => {
    const created = await graphql<{ createRedemptions: string[] }>('admin', 'mutation { createRedemptions(name: "gql", quota: 3000000000, count: 2) }');
    expect(created.errors).toBeUndefined();
    const [first, second] = created.data!.createRedemptions;
    const listed = await graphql<{
      redemptions: { total: number; pageSize: number; items: Array<{ id: number; key: string; quota: number; status: number }> };
    }>('admin', 'query { redemptions(keyword: "gql") { total pageSize items { id key quota status } } }');
    expect(listed.data!.redemptions).toMatchObject({ total: 2, pageSize: 10 });
    expect(listed.data!.redemptions.items.every((c) => c.quota === 3_000_000_000)).toBe(true);
    const id = listed.data!.redemptions.items.find((c) => c.key === second)!.id;
    expect((await graphql('admin', 'mutation($id: Int!) { setRedemptionStatus(id: $id, status: 2) { status } }', { id })).data).toEqual({
      setRedemptionStatus: { status: 2 },
    });
    const denied = await graphql('user', 'query { redemptions { total } }');
    expect(denied.errors?.[0]).toMatchObject({ message: 'your role does not allow this', extensions: { code: 'FORBIDDEN' } });
    expectErrorCode(await graphql('anonymous', 'mutation($key: String!) { redeemCode(key: $key) }', { key: first }), 'UNAUTHENTICATED');
    expect((await graphql({ userId: 3_000 }, 'mutation($key: String!) { redeemCode(key: $key) }', { key: first })).data).toEqual({ redeemCode: 3_000_000_000 });
    const again = await graphql({ userId: 3_001 }, 'mutation($key: String!) { redeemCode(key: $key) }', { key: first });
    expect(again.errors?.[0]).toMatchObject({ message: 'this redemption code has already been used', extensions: { code: 'CONFLICT' } });
    expect((await graphql({ userId: 3_001 }, 'mutation($key: String!) { redeemCode(key: $key) }', { key: second })).errors?.[0]?.message).toBe(
      'this redemption code is disabled',
    );
    expect((await graphql('admin', 'mutation { deleteInvalidRedemptions }')).data!.deleteInvalidRedemptions).toBeGreaterThanOrEqual(2);
  });
});
