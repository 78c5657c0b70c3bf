import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';

/*
 * API tokens over `/api/token` on a whole gateway with real sessions: each
 * user sees only their own; keys are random, found by hash, stored sealed;
 * the allowance is the token's account in the ledger, committed with the row.
 */

interface Token {
  id: number;
  name: string;
  key: string;
  status: number;
  remain_quota: number;
  unlimited_quota: boolean;
  expired_time: number;
}

let t: TestGateway;
const { sessions, call, graphql, signUp } = apiClient(() => t.baseUrl);

const list = async (who: string) => (await call<{ items: Token[]; total: number }>(who, 'GET', '/api/token/?p=1&size=100')).body.data!;

beforeAll(async () => {
  t = await startTestGateway();
  await call(null, 'POST', '/api/setup', { username: 'tok_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await signUp('alice');
  await signUp('bob');
});
afterAll(async () => t?.dispose());

describe('API tokens', () => {
  let main: Token;

  it('creates a token with a random key, found by hash and stored sealed, and its allowance in the ledger', async () => {
    expect((await call('alice', 'POST', '/api/token/', { name: 'main', remain_quota: 1000, expired_time: -1 })).body).toEqual({
      success: true,
      message: '',
      data: null,
    });
    await expect.poll(async () => (await list('alice')).items[0]?.remain_quota, { timeout: 10_000 }).toBe(1000);
    main = (await list('alice')).items[0]!;
    expect(main).toMatchObject({ name: 'main', status: 1, unlimited_quota: false, expired_time: -1 });
    expect(main.key).toMatch(/^[A-Za-z0-9]{48}$/);
    const { rows } = await t.gateway.db.query<{ key_hash: string; key_ciphertext: string }>('SELECT key_hash, key_ciphertext FROM tokens WHERE id = $1', [
      main.id,
    ]);
    expect(rows[0]!.key_hash).not.toContain(main.key);
    expect(rows[0]!.key_ciphertext).not.toContain(main.key);
    const events = await t.gateway.events.store.readStream(`wallet-${sessions.get('alice')!.id}`);
    expect(events.map((e) => e.event.type)).toContain('TokenAllowanceSet');
  });

  it('shows a token only to its owner', async () => {
    expect((await list('bob')).total).toBe(0);
    expect((await call('bob', 'GET', `/api/token/${main.id}`)).body).toMatchObject({ success: false, message: 'no such token' });
    expect((await call('bob', 'PUT', '/api/token/?status_only=true', { id: main.id, status: 2 })).body).toMatchObject({
      success: false,
      message: 'no such token',
    });
    expect((await call('bob', 'DELETE', `/api/token/${main.id}`)).body).toMatchObject({ success: false, message: 'no such token' });
    expect((await call('bob', 'GET', `/api/token/search?token=sk-${main.key}`)).body.data).toMatchObject({ total: 0 });
    expect((await call(null, 'GET', '/api/token/')).status).toBe(401);
  });

  it('says which token cannot be decrypted (a SECRET_KEY rotated without the previous one), as unavailable, not as a crash', async () => {
    expect((await call('bob', 'POST', '/api/token/', { name: 'sealed elsewhere', remain_quota: 10, expired_time: -1 })).body.success).toBe(true);
    const [sealed] = (await list('bob')).items;
    await t.gateway.db.query('UPDATE tokens SET key_ciphertext = $2 WHERE id = $1', [sealed!.id, 'v1:00000000:AAAA:AAAA:AAAA']);
    const answer = await call('bob', 'GET', `/api/token/${sealed!.id}`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      success: false,
      message: `token ${sealed!.id} cannot be decrypted: is SECRET_KEY (or SECRET_KEY_PREVIOUS) the key it was sealed with?`,
    });
    expect((await call('bob', 'DELETE', `/api/token/${sealed!.id}`)).body.success).toBe(true);
  });

  it('answers an id that is not a number in words, not with a server error', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/token/abc', undefined],
      ['DELETE', '/api/token/abc', undefined],
      ['PUT', '/api/token/?status_only=true', { id: 'abc', status: 2 }],
    ] as const) {
      const answer = await call('alice', method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(200);
      expect(answer.body).toMatchObject({ success: false, message: 'id is a positive whole number' });
    }
  });

  it('finds a token by its whole key or its name, never by a fragment', async () => {
    expect((await call<{ items: Token[] }>('alice', 'GET', `/api/token/search?token=sk-${main.key}`)).body.data!.items.map((i) => i.id)).toEqual([main.id]);
    expect((await call<{ total: number }>('alice', 'GET', `/api/token/search?token=${main.key.slice(0, 10)}`)).body.data!.total).toBe(0);
    expect((await call<{ items: Token[] }>('alice', 'GET', '/api/token/search?keyword=mai')).body.data!.items.map((i) => i.id)).toEqual([main.id]);
  });

  it('creates a batch with a random 6-character suffix on every name after the first', async () => {
    expect((await call('alice', 'POST', '/api/token/', { name: 'batch', remain_quota: 10, count: 3 })).body.success).toBe(true);
    const names = (await list('alice')).items.map((i) => i.name).filter((n) => n.startsWith('batch'));
    expect(names.sort()).toEqual(['batch', expect.stringMatching(/^batch-[A-Za-z0-9]{6}$/), expect.stringMatching(/^batch-[A-Za-z0-9]{6}$/)]);
    expect(new Set((await list('alice')).items.map((i) => i.key)).size).toBe(4);
  });

  it('checks the form on the server', async () => {
    const bad = async (body: unknown) => (await call('alice', 'POST', '/api/token/', body)).body.message;
    expect(await bad({ name: '' })).toBe('the token name is required');
    expect(await bad({ name: 'x', remain_quota: -5 })).toBe('remain_quota is a whole number, 0 or more');
    expect(await bad({ name: 'x', expired_time: 'tomorrow' })).toBe('expiry time format error');
    expect(await bad({ name: 'x', expired_time: 1000 })).toBe('the expiry time is in the past');
    expect(await bad({ name: 'x', allow_ips: '10.0.0.1\nnot-an-ip' })).toBe('allow_ips: "not-an-ip" is not an IP address or CIDR range');
    expect(await bad({ name: 'x', group: 'platinum' })).toBe('no group named platinum');
    expect(await bad({ name: 'x', count: 101 })).toBe('count is a whole number from 1 to 100');
  });

  it('edits the allowance through the ledger, and enables or disables with a status-only update', async () => {
    const edited = await call<Token>('alice', 'PUT', '/api/token/', { id: main.id, name: 'main', remain_quota: 5000, allow_ips: '10.0.0.0/8' });
    expect(edited.body.data).toMatchObject({ remain_quota: 5000, status: 1 });
    const wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
    expect((await wallets.view(sessions.get('alice')!.id)).tokens.find((tk) => tk.tokenId === main.id)).toMatchObject({ remainQuota: 5000 });
    expect((await call<Token>('alice', 'PUT', '/api/token/?status_only=true', { id: main.id, status: 2 })).body.data!.status).toBe(2);
    expect((await call<Token>('alice', 'PUT', '/api/token/?status_only=true', { id: main.id, status: 1 })).body.data!.status).toBe(1);
    expect((await call('alice', 'PUT', '/api/token/?status_only=true', { id: main.id, status: 3 })).body.message).toBe('status is 1 (enabled) or 2 (disabled)');
  });

  it('shows an expired token as expired and will not enable it until its expiry changes', async () => {
    // Two seconds ahead, so a slow machine cannot reach the expiry before the create arrives; then wait until it has passed.
    const soon = Math.floor(Date.now() / 1000) + 2;
    const created = await call('alice', 'POST', '/api/token/', { name: 'brief', remain_quota: 10, expired_time: soon });
    expect(created.body.success, created.body.message).toBe(true);
    const brief = (await list('alice')).items.find((i) => i.name === 'brief')!;
    await new Promise((resolve) => setTimeout(resolve, (soon + 1) * 1000 - Date.now() + 100));
    expect((await call<Token>('alice', 'GET', `/api/token/${brief.id}`)).body.data!.status).toBe(3);
    await call('alice', 'PUT', '/api/token/?status_only=true', { id: brief.id, status: 2 });
    expect((await call('alice', 'PUT', '/api/token/?status_only=true', { id: brief.id, status: 1 })).body.message).toBe(
      'the token has expired: change its expiry before enabling it',
    );
  });

  it('offers the same over GraphQL, to the owner only', async () => {
    const made = await graphql<{ createTokens: Array<{ id: number; name: string; key: string }> }>(
      'bob',
      'mutation { createTokens(input: { name: "bobs", remainQuota: 70 }) { id name key } }',
    );
    expect(made.data!.createTokens).toEqual([{ id: expect.any(Number), name: 'bobs', key: expect.stringMatching(/^[A-Za-z0-9]{48}$/) }]);
    const bobs = made.data!.createTokens[0]!;
    expect((await graphql<{ tokens: { items: Array<{ id: number }> } }>('bob', `{ tokens(key: "${bobs.key}") { items { id } } }`)).data!.tokens.items).toEqual([
      { id: bobs.id },
    ]);
    expect((await graphql<{ tokens: { total: number } }>('alice', `{ tokens(key: "${bobs.key}") { total } }`)).data!.tokens.total).toBe(0);
    expect((await graphql('alice', `mutation { deleteToken(id: ${bobs.id}) }`)).errors?.[0]?.message).toBe('no such token');
  });

  it('deletes a token for good', async () => {
    expect((await call('alice', 'DELETE', `/api/token/${main.id}`)).body.success).toBe(true);
    expect((await call('alice', 'GET', `/api/token/${main.id}`)).body.message).toBe('no such token');
    expect((await list('alice')).items.some((i) => i.id === main.id)).toBe(false);
  });
});
