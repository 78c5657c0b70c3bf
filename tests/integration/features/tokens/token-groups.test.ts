import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';

/*
 * A token's group is one its owner may use (issue 13, item 2): the groups of
 * `/api/user/self/groups` and GraphQL `myGroups`, that is the groups of
 * GroupRatio in UserUsableGroups (as the owner's group changes it) or the
 * owner's own group, and `auto` when usable. An empty group means the owner's
 * own group and is always allowed. On the defaults GroupRatio has default,
 * vip and svip and UserUsableGroups default and vip, so svip is a real group
 * a `default` user may not use.
 */

interface Token {
  id: number;
  name: string;
  group: string;
}

let t: TestGateway;
const { sessions, call, graphql, setUpSite, signUp } = apiClient(() => t.baseUrl);
const ROOT = 'grp_root';

const tokensOf = async (who: string) => (await call<{ items: Token[] }>(who, 'GET', '/api/token/?p=1&size=100')).body.data!.items;
const tokenNamed = async (who: string, name: string) => (await tokensOf(who)).find((token) => token.name === name)!;

const CREATE = 'mutation($input: ApiTokenInput!) { createTokens(input: $input) { id group } }';
const UPDATE = 'mutation($id: Int!, $input: ApiTokenInput!) { updateToken(id: $id, input: $input) { id group } }';

beforeAll(async () => {
  t = await startTestGateway();
  await setUpSite('grp');
  await signUp('gina');
  await signUp('vince');
  const moved = await call(ROOT, 'PUT', '/api/user/', { id: sessions.get('vince')!.id, username: 'vince', display_name: 'vince', group: 'svip' });
  if (!moved.body.success) throw new Error(`vince was not moved to svip: ${moved.body.message}`);
}, 60_000);
afterAll(async () => t?.dispose());

describe('a token in a group its owner may not use', () => {
  it('the usable groups are those of /api/user/self/groups', async () => {
    expect(Object.keys((await call<Record<string, unknown>>('gina', 'GET', '/api/user/self/groups')).body.data!).sort()).toEqual(['default', 'vip']);
  });

  it('is refused on create over REST, and nothing is stored', async () => {
    const refused = await call('gina', 'POST', '/api/token/', { name: 'sneaky', group: 'svip' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('svip') });
    expect((await tokensOf('gina')).some((token) => token.name === 'sneaky')).toBe(false);
  });

  it('is refused on edit over REST, and the group stays', async () => {
    expect((await call('gina', 'POST', '/api/token/', { name: 'plain', group: 'vip' })).body.success).toBe(true);
    const plain = await tokenNamed('gina', 'plain');
    expect(plain.group).toBe('vip');
    const refused = await call('gina', 'PUT', '/api/token/', { id: plain.id, name: 'plain', group: 'svip' });
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('svip') });
    expect((await tokenNamed('gina', 'plain')).group).toBe('vip');
  });

  it('is refused on create and edit over GraphQL with BAD_USER_INPUT naming the group', async () => {
    const created = await graphql('gina', CREATE, { input: { name: 'gql sneaky', group: 'svip' } });
    expect(created.errors?.[0]).toMatchObject({ message: expect.stringContaining('svip'), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await tokensOf('gina')).some((token) => token.name === 'gql sneaky')).toBe(false);

    const plain = await tokenNamed('gina', 'plain');
    const updated = await graphql('gina', UPDATE, { id: plain.id, input: { name: 'plain', group: 'svip' } });
    expect(updated.errors?.[0]).toMatchObject({ message: expect.stringContaining('svip'), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await tokenNamed('gina', 'plain')).group).toBe('vip');
  });

  it('refuses auto while UserUsableGroups does not list it', async () => {
    expect((await call('gina', 'POST', '/api/token/', { name: 'auto', group: 'auto' })).body).toMatchObject({
      success: false,
      message: expect.stringContaining('auto'),
    });
    expect((await graphql('gina', CREATE, { input: { name: 'auto', group: 'auto' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('a group its owner may use', () => {
  it('an empty group (the owner’s own) and each usable group are taken, REST and GraphQL', async () => {
    for (const group of ['', 'default', 'vip']) {
      const name = `rest ${group || 'own'}`;
      expect((await call('gina', 'POST', '/api/token/', { name, group })).body, group).toMatchObject({ success: true });
      expect((await tokenNamed('gina', name)).group).toBe(group);
      const made = await graphql<{ createTokens: Token[] }>('gina', CREATE, { input: { name: `gql ${group || 'own'}`, group } });
      expect(made.errors, group).toBeUndefined();
      expect(made.data!.createTokens[0]!.group).toBe(group);
    }
    const token = await tokenNamed('gina', 'rest own');
    expect((await call('gina', 'PUT', '/api/token/', { id: token.id, name: 'rest own', group: 'default' })).body.success).toBe(true);
    const back = await graphql<{ updateToken: Token }>('gina', UPDATE, { id: token.id, input: { name: 'rest own', group: '' } });
    expect(back.errors).toBeUndefined();
    expect(back.data!.updateToken.group).toBe('');
  });

  it('the owner’s own group is usable though UserUsableGroups does not list it', async () => {
    expect((await call('vince', 'POST', '/api/token/', { name: 'mine', group: 'svip' })).body).toMatchObject({ success: true });
    expect((await tokenNamed('vince', 'mine')).group).toBe('svip');
    expect((await graphql<{ createTokens: Token[] }>('vince', CREATE, { input: { name: 'gql mine', group: 'svip' } })).data!.createTokens[0]!.group).toBe(
      'svip',
    );
  });

  it('auto is taken once UserUsableGroups lists it', async () => {
    const listed = await call(ROOT, 'PUT', '/api/option/', {
      key: 'UserUsableGroups',
      value: JSON.stringify({ default: 'Default', vip: 'VIP', auto: 'Auto' }),
    });
    expect(listed.body.success, listed.body.message).toBe(true);
    expect((await call('gina', 'POST', '/api/token/', { name: 'auto ok', group: 'auto' })).body).toMatchObject({ success: true });
    expect((await tokenNamed('gina', 'auto ok')).group).toBe('auto');
  });

  it('a group name no one has is still refused by name', async () => {
    expect((await call('gina', 'POST', '/api/token/', { name: 'x', group: 'platinum' })).body).toMatchObject({
      success: false,
      message: expect.stringContaining('platinum'),
    });
  });
});
