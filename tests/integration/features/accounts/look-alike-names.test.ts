import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../services/features/accounts/user-writes';
import { apiClient } from '../../../testkit/api-client';
import { describeOnEachBackend } from '../../../testkit/databases';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode } from '../../../testkit/graphql';

/*
 * Look-alike names (issue 13 item 7) on a whole gateway: a username is one
 * account whatever its case or its compatibility spelling (`ROOTADMIN` and
 * `ｒｏｏｔａｄｍｉｎ` are `rootadmin`), on every path that takes one, and a
 * name with an invisible control or format character (a right-to-left
 * override, a zero-width space) is refused. Below, the unique index itself on
 * each SQL backend.
 */

let t: TestGateway;
const api = apiClient(() => t.baseUrl);

beforeAll(async () => {
  t = await startTestGateway();
  await api.setUpSite('alike');
});
afterAll(async () => t?.dispose());

const register = (username: string, password = 'look-password-1') => api.call(null, 'POST', '/api/user/register', { username, password });

describe('look-alike usernames over /api', () => {
  it('refuses ROOTADMIN, RootAdmin and fullwidth ｒｏｏｔａｄｍｉｎ once rootadmin exists, with the message a taken name gets', async () => {
    expect((await register('rootadmin')).body).toMatchObject({ success: true });
    for (const lookAlike of ['ROOTADMIN', 'RootAdmin', 'ｒｏｏｔａｄｍｉｎ', 'ＲＯＯＴＡＤＭＩＮ']) {
      expect((await register(lookAlike)).body, lookAlike).toEqual({ success: false, message: 'that username is taken' });
    }
    const { rows } = await t.gateway.db.query<{ username: string }>("SELECT username FROM users WHERE lower(username) = 'rootadmin'");
    expect(rows).toEqual([{ username: 'rootadmin' }]);
  });

  it('stores a fullwidth name as its NFKC form', async () => {
    expect((await register('ｆｕｌｌｗｉｄｔｈ')).body).toMatchObject({ success: true });
    const { rows } = await t.gateway.db.query<{ username: string }>("SELECT username FROM users WHERE username LIKE '%idth'");
    expect(rows).toEqual([{ username: 'fullwidth' }]);
  });

  it('refuses a right-to-left override or a zero-width space in a name, naming the field (BAD_USER_INPUT over GraphQL)', async () => {
    const rlo = await register('root\u202Eadmin');
    // The established /api contract answers a refused input with HTTP 200 and success false.
    expect(rlo.body.success).toBe(false);
    expect(rlo.body.message).toMatch(/^the username cannot contain .*U\+202E/);
    const zwsp = await register('root\u200Badmin2');
    expect(zwsp.body.success).toBe(false);
    expect(zwsp.body.message).toMatch(/^the username cannot contain .*U\+200B/);
    const overGraphql = await api.graphql(null, 'mutation ($u: String!) { register(username: $u, password: "look-password-1") }', { u: 'evil\u202Egnp.exe' });
    expectErrorCode(overGraphql, 'BAD_USER_INPUT');
    const { rows } = await t.gateway.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE username LIKE '%' || chr(8238) || '%' OR username LIKE '%' || chr(8203) || '%'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('signs in with any case or compatibility spelling of the name, to the one account', async () => {
    for (const spelling of ['rootadmin', 'ROOTADMIN', 'ｒｏｏｔａｄｍｉｎ']) {
      const answer = await api.call<{ username: string }>(null, 'POST', '/api/user/login', { username: spelling, password: 'look-password-1' });
      expect(answer.body, spelling).toMatchObject({ success: true, data: { username: 'rootadmin' } });
    }
  });

  it('refuses a look-alike on admin creation and on renames, and lets a user change the case of their own name', async () => {
    const created = await api.call('admin', 'POST', '/api/user/', { username: 'RootAdmin', password: 'look-password-1' });
    expect(created.body).toEqual({ success: false, message: 'that username is taken' });
    const rlo = await api.call('admin', 'POST', '/api/user/', { username: 'admin\u202Etxt', password: 'look-password-1' });
    expect(rlo.body.message).toMatch(/^the username cannot contain .*U\+202E/);

    await api.signUp('carol');
    const rename = await api.call('carol', 'PUT', '/api/user/self', { username: 'ROOTADMIN' });
    expect(rename.body).toEqual({ success: false, message: 'that username is taken' });
    const carolId = api.sessions.get('carol')!.id;
    const edit = await api.call('admin', 'PUT', '/api/user/', { id: carolId, username: 'ＲｏｏｔＡｄｍｉｎ' });
    expect(edit.body).toEqual({ success: false, message: 'that username is taken' });

    const ownCase = await api.call<{ username: string }>('carol', 'PUT', '/api/user/self', { username: 'Carol' });
    expect(ownCase.body).toMatchObject({ success: true });
    const { rows } = await t.gateway.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [carolId]);
    expect(rows).toEqual([{ username: 'Carol' }]);
  });
});

describeOnEachBackend('the case-insensitive unique index on usernames', (test) => {
  it('lets one of Alice and ALICE in, whichever path inserts', async () => {
    const user = (username: string, affCode: string) => ({ username, displayName: username, passwordHash: null, role: 1, affCode });
    const now = new Date('2026-01-01T00:00:00Z');
    expect(await insertUser(test.db, user('Alice', 'aff-alice-1'), now)).toMatchObject({ username: 'Alice' });
    expect(await insertUser(test.db, user('ALICE', 'aff-alice-2'), now)).toBeNull();
    await insertUser(test.db, user('bob', 'aff-bob-1'), now);
    await expect(test.db.query("UPDATE users SET username = 'ALICE' WHERE username = 'bob'")).rejects.toMatchObject({ code: '23505' });
  });
});
