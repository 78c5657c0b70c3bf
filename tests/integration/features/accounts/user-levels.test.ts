import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../services/platform/logger';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode } from '../../../testkit/graphql';

/*
 * Issue 13, item 1: the user level rules of the user editor (an admin acts
 * only on users below its own role, never on itself; the super admin on
 * anyone) hold for every mutation that changes another user's money or
 * account, over GraphQL and REST: adjustQuota, the user editor's quota,
 * manage and log-off, and an admin's completion of a top-up order. A plain
 * admin tries each on itself, on another admin and on the super admin.
 */

let t: TestGateway;
const { sessions, call, graphql, setUpSite, signIn, signUp } = apiClient(() => t.baseUrl);
const id = (who: string): number => sessions.get(who)!.id;

const ADJUST = 'mutation ($userId: Int!, $amount: Quota!) { adjustQuota(userId: $userId, amount: $amount, reason: "escalation") { quota } }';

/** The user's quota as a fresh wallet service reads it from the log. */
async function quotaOf(who: string): Promise<number> {
  const wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
  return (await wallets.view(id(who))).quota;
}

const setOption = (key: string, value: string) => t.gateway.options.set(key as never, value, { kind: 'system', reason: 'test' });

/** A pending top-up order of `who`, for `amount` units. */
async function order(who: string, amount = 1): Promise<string> {
  const reply = await call<Record<string, string>>(who, 'POST', '/api/user/pay', { amount, payment_method: 'alipay' });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.data!['out_trade_no']!;
}

beforeAll(async () => {
  t = await startTestGateway({});
  await setUpSite('lv');
  expect((await call('lv_root', 'POST', '/api/user/', { username: 'lv_admin2', password: 'admin-password-2', role: 10 })).body.success).toBe(true);
  await signIn('lv_admin2', 'admin-password-2');
  await signUp('lv_user');
  await setOption('PayAddress', 'https://pay.example/');
  await setOption('EpayId', '1001');
  await setOption('EpayKey', 'test-epay-key-0123456789');
  await setOption('ServerAddress', 'https://gw.example');
});
afterAll(async () => t?.dispose());

describe('a plain admin acts only on users below its role (issue 13, item 1)', () => {
  const above = ['admin', 'lv_admin2', 'lv_root'] as const;

  it('cannot adjustQuota its own wallet, another admin’s or the super admin’s (GraphQL)', async () => {
    for (const who of above) {
      const before = await quotaOf(who);
      for (const amount of [1_000_000_000, -1]) {
        const refused = expectErrorCode(await graphql('admin', ADJUST, { userId: id(who), amount }), 'FORBIDDEN');
        expect(refused.message).toMatch(/your own account|same or a higher role/);
      }
      expect(await quotaOf(who)).toBe(before);
    }
    const done = await graphql<{ adjustQuota: { quota: number } }>('admin', ADJUST, { userId: id('lv_user'), amount: 5 });
    expect(done.errors).toBeUndefined();
    expect(done.data!.adjustQuota.quota).toBe(5);
    // The super admin acts on anyone, admins included.
    const byRoot = await graphql<{ adjustQuota: { quota: number } }>('lv_root', ADJUST, { userId: id('lv_admin2'), amount: 7 });
    expect(byRoot.errors).toBeUndefined();
    expect(await quotaOf('lv_admin2')).toBe(7);
    expectErrorCode(await graphql('admin', ADJUST, { userId: 999_999, amount: 5 }), 'NOT_FOUND');
  });

  it('cannot set the quota of, manage or log off itself, another admin or the super admin (REST and GraphQL)', async () => {
    for (const who of above) {
      const before = await quotaOf(who);
      const edit = await call('admin', 'PUT', '/api/user/', { id: id(who), quota: 1_000_000_000 });
      expect(edit.body).toMatchObject({ success: false, message: expect.stringMatching(/your own account|same or a higher role/) as unknown });
      expect(await quotaOf(who)).toBe(before);
      expectErrorCode(await graphql('admin', 'mutation ($id: Int!) { editUser(id: $id, quota: 1000000000) { quota } }', { id: id(who) }), 'FORBIDDEN');
      expect((await call('admin', 'POST', '/api/user/manage', { id: id(who), action: 'disable' })).body.success).toBe(false);
      expect((await call('admin', 'DELETE', `/api/user/${id(who)}`)).body.success).toBe(false);
      expectErrorCode(await graphql('admin', 'mutation ($id: Int!) { manageUser(id: $id, action: disable) { status } }', { id: id(who) }), 'FORBIDDEN');
      expect(await quotaOf(who)).toBe(before);
    }
  });

  it('cannot complete its own top-up order, another admin’s or the super admin’s (REST and GraphQL)', async () => {
    for (const who of above) {
      const before = await quotaOf(who);
      const tradeNo = await order(who);
      expect((await call('admin', 'POST', '/api/user/topup/complete', { trade_no: tradeNo })).body).toMatchObject({ success: false });
      expectErrorCode(await graphql('admin', 'mutation ($n: String!) { completeTopup(tradeNo: $n) }', { n: tradeNo }), 'FORBIDDEN');
      expect(await quotaOf(who)).toBe(before);
      const { rows } = await t.gateway.db.query<{ status: string }>('SELECT status FROM top_ups WHERE trade_no = $1', [tradeNo]);
      expect(rows[0]!.status).toBe('pending');
    }
    const before = await quotaOf('lv_user');
    expect((await call('admin', 'POST', '/api/user/topup/complete', { trade_no: await order('lv_user') })).body).toMatchObject({ success: true });
    expect(await quotaOf('lv_user')).toBeGreaterThan(before);
  });
});
