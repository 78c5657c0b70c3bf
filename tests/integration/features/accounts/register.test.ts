import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * Registration by password on a whole gateway: the option switches, the
 * spec's validation messages, and the money of an invitation, recorded in
 * the ledger in the same transaction as the new user, exactly once even
 * when many invitees register at the same moment.
 */

const ROOT = { kind: 'system', reason: 'test' } as const;
let t: TestGateway;

async function post(path: string, body: unknown): Promise<{ success: boolean; message: string; data?: unknown }> {
  const response = await fetch(t.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { success: boolean; message: string; data?: unknown };
}

const idOf = async (name: string): Promise<number> =>
  Number((await t.gateway.db.query<{ id: bigint }>('SELECT id FROM users WHERE username = $1', [name])).rows[0]!.id);

beforeAll(async () => {
  t = await startTestGateway();
  await post('/api/setup', { username: 'reg_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
});
afterAll(async () => t?.dispose());

describe('registration', () => {
  it('follows the switches and the spec messages', async () => {
    expect(await post('/api/user/register', { username: 'dave', password: 'short' })).toMatchObject({
      success: false,
      message: 'password length must not be less than 8',
    });
    expect(await post('/api/user/register', { username: 'dave', password: 'dave-password', password2: 'other-password' })).toMatchObject({
      success: false,
      message: 'the two passwords do not match',
    });
    expect(await post('/api/user/register', { username: 'reg_root', password: 'dave-password' })).toMatchObject({
      success: false,
      message: 'that username is taken',
    });
    await t.gateway.options.set('RegisterEnabled', 'false', ROOT);
    expect(await post('/api/user/register', { username: 'dave', password: 'dave-password' })).toMatchObject({
      success: false,
      message: 'new registrations are closed',
    });
    await t.gateway.options.set('RegisterEnabled', 'true', ROOT);
    expect(await post('/api/user/register', { username: 'dave', password: 'dave-password' })).toEqual({ success: true, message: '', data: null });
    expect(await post('/api/user/login', { username: 'dave', password: 'dave-password' })).toMatchObject({
      success: true,
      data: { username: 'dave', role: 1 },
    });
  });

  it('credits the new user, the invitee and the inviter through the ledger, in the same transaction as the user', async () => {
    await t.gateway.options.set('QuotaForNewUser', '1000', ROOT);
    await t.gateway.options.set('QuotaForInvitee', '300', ROOT);
    await t.gateway.options.set('QuotaForInviter', '500', ROOT);
    const inviterId = await idOf('dave');
    const { rows } = await t.gateway.db.query<{ aff_code: string }>('SELECT aff_code FROM users WHERE id = $1', [inviterId]);
    expect((await post('/api/user/register', { username: 'erin', password: 'erin-password', aff_code: rows[0]!.aff_code })).success).toBe(true);

    const wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
    const erin = await idOf('erin');
    expect(await wallets.view(erin)).toMatchObject({ quota: 1300, version: 2 });
    expect(await wallets.view(inviterId)).toMatchObject({ quota: 0, affQuota: 500, affCount: 1, affHistoryQuota: 500 });
    const [newUserGift, inviteeGift] = await t.gateway.events.store.readStream(`wallet-${erin}`);
    expect(newUserGift!.event).toMatchObject({ type: 'WalletCredited', data: { source: 'new_user_gift', amount: 1000 } });
    expect(inviteeGift!.event).toMatchObject({ type: 'WalletCredited', data: { source: 'invitee_gift', amount: 300, reference: String(inviterId) } });
    const user = await t.gateway.db.query<{ inviter_id: bigint }>('SELECT inviter_id FROM users WHERE id = $1', [erin]);
    expect(Number(user.rows[0]!.inviter_id)).toBe(inviterId);
  });

  it('records a failed registration nowhere: no user, no money', async () => {
    const before = (await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    expect((await post('/api/user/register', { username: 'erin', password: 'another-password' })).message).toBe('that username is taken');
    expect((await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n).toBe(before);
  });

  it('rewards the inviter exactly once per invitee when 20 register at once', async () => {
    const inviterId = await idOf('erin');
    const { rows } = await t.gateway.db.query<{ aff_code: string }>('SELECT aff_code FROM users WHERE id = $1', [inviterId]);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/api/user/register', { username: `crowd_${i}`, password: 'crowd-password', aff_code: rows[0]!.aff_code })),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(20);
    const wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
    const inviter = await wallets.view(inviterId);
    console.log(`registration: 20 concurrent invitees of one inviter: ${inviter.affCount} rewards recorded, pending ${inviter.affQuota}`);
    expect(inviter).toMatchObject({ affCount: 20, affQuota: 20 * 500, quota: 1300 });
    const rewarded = await t.gateway.events.store.readStream(`wallet-${inviterId}`);
    const invitees = rewarded.filter((r) => r.event.type === 'InviteRewardEarned').map((r) => (r.event.data as { inviteeId: number }).inviteeId);
    expect(new Set(invitees).size).toBe(20);
  }, 60_000);
});
