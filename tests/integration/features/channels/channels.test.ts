import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';

/*
 * Channels over `/api/channel` and GraphQL on a whole gateway with real
 * sessions: admins only; provider keys stored sealed, opened only for an
 * admin's read of one channel, never in an audit event; abilities rebuilt
 * with every change.
 */

interface Channel {
  id: number;
  type: number;
  name: string;
  key?: string;
  status: number;
  base_url: string;
  models: string;
  group: string;
  priority: number;
  weight: number;
  model_mapping: string;
  other: string;
}

let t: TestGateway;
const { sessions, call, graphql, signIn, signUp } = apiClient(() => t.baseUrl);

const json = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
const SECRET = 'sk-upstream-secret-0123456789abcdef';
const create = async (body: unknown) => call<Channel[]>('admin', 'POST', '/api/channel/', body);
const abilities = async (channelId: number) =>
  (
    await t.gateway.db.query<{ group_name: string; model: string; enabled: boolean; priority: string | number; weight: number }>(
      'SELECT group_name, model, enabled, priority, weight FROM abilities WHERE channel_id = $1 ORDER BY group_name, model',
      [channelId],
    )
  ).rows.map((r) => ({ ...r, priority: Number(r.priority) }));

beforeAll(async () => {
  t = await startTestGateway();
  await call(null, 'POST', '/api/setup', { username: 'ch_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await signIn('ch_root', 'root-password-1');
  expect((await call('ch_root', 'POST', '/api/user/', { username: 'ch_admin', password: 'admin-password-1', role: 10 })).body.success).toBe(true);
  await signIn('ch_admin', 'admin-password-1');
  sessions.set('admin', sessions.get('ch_admin')!);
  await signUp('carol');
});
afterAll(async () => t?.dispose());

describe('channels', () => {
  let main: Channel;

  it('creates a channel with its key sealed, and one ability per group x model', async () => {
    const made = await create({
      type: 1,
      name: 'openai-main',
      key: SECRET,
      base_url: 'https://api.example.com/',
      models: 'gpt-4o, gpt-4o-mini',
      group: 'default,vip',
      priority: 5,
      weight: 3,
    });
    expect(made.body.success).toBe(true);
    main = made.body.data![0]!;
    expect(main).toMatchObject({
      type: 1,
      name: 'openai-main',
      status: 1,
      base_url: 'https://api.example.com',
      models: 'gpt-4o,gpt-4o-mini',
      group: 'default,vip',
      priority: 5,
      weight: 3,
    });
    expect(main.key).toBeUndefined();
    const { rows } = await t.gateway.db.query<Record<string, unknown>>('SELECT * FROM channels WHERE id = $1', [main.id]);
    expect(json(rows[0])).not.toContain(SECRET);
    expect(await abilities(main.id)).toEqual([
      { group_name: 'default', model: 'gpt-4o', enabled: true, priority: 5, weight: 3 },
      { group_name: 'default', model: 'gpt-4o-mini', enabled: true, priority: 5, weight: 3 },
      { group_name: 'vip', model: 'gpt-4o', enabled: true, priority: 5, weight: 3 },
      { group_name: 'vip', model: 'gpt-4o-mini', enabled: true, priority: 5, weight: 3 },
    ]);
  });

  it('shows the key to an admin reading one channel, never in lists', async () => {
    expect((await call<Channel>('admin', 'GET', `/api/channel/${main.id}`)).body.data).toMatchObject({ id: main.id, key: SECRET });
    const page = (
      await call<{ items: Channel[]; total: number; page: number; page_size: number }>('admin', 'GET', '/api/channel/?p=1&page_size=20&id_sort=true')
    ).body.data!;
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(JSON.stringify(page)).not.toContain(SECRET);
    expect((await call('admin', 'GET', '/api/channel/?page_size=15')).body.message).toBe('page_size is one of 10, 20, 50, 100');
  });

  it('refuses users and anonymous callers', async () => {
    expect((await call('carol', 'GET', '/api/channel/')).body).toMatchObject({ success: false });
    expect((await call('carol', 'GET', `/api/channel/${main.id}`)).body.success).toBe(false);
    expect(JSON.stringify((await call('carol', 'GET', `/api/channel/${main.id}`)).body)).not.toContain(SECRET);
    expect((await call('carol', 'POST', '/api/channel/', { name: 'x', key: 'k', models: 'm' })).body.success).toBe(false);
    expect((await call(null, 'GET', '/api/channel/')).status).toBe(401);
    const gql = await graphql('carol', `{ channel(id: ${main.id}) { key } }`);
    expect(gql.errors?.length).toBeGreaterThan(0);
    expect(gql.text).not.toContain(SECRET);
  });

  it('creates one channel per key line in batch mode', async () => {
    const made = await create({ mode: 'batch', channel: { type: 14, name: 'claude', key: 'key-a\n\n key-b \nkey-c\n', models: 'claude-3-5-sonnet' } });
    expect(made.body.data!.map((c) => c.name)).toEqual(['claude', 'claude', 'claude']);
    const keys = await Promise.all(made.body.data!.map(async (c) => (await call<Channel>('admin', 'GET', `/api/channel/${c.id}`)).body.data!.key));
    expect(keys).toEqual(['key-a', 'key-b', 'key-c']);
    expect(await abilities(made.body.data![0]!.id)).toEqual([{ group_name: 'default', model: 'claude-3-5-sonnet', enabled: true, priority: 0, weight: 0 }]);
  });

  it('checks the form on the server', async () => {
    const bad = async (body: Record<string, unknown>) => (await create({ name: 'x', key: 'k', models: 'm', ...body })).body.message;
    expect(await bad({ name: '' })).toBe('please fill in channel name and key');
    expect(await bad({ key: '' })).toBe('please fill in channel name and key');
    expect(await bad({ models: ' , ' })).toBe('please select at least one model');
    expect(await bad({ models: 'a,b,a' })).toBe('some models already exist');
    expect(await bad({ model_mapping: '{not json' })).toBe('model mapping must be valid JSON');
    // The relay maps names to names: any other value would leave the mapping unusable.
    expect(await bad({ model_mapping: JSON.stringify({ 'gpt-4o': 5 }) })).toBe('model mapping values must be model names');
    expect(await bad({ type: 99 })).toBe('no channel type 99');
    expect(await bad({ priority: 'high' })).toBe('priority must be an integer!');
    expect(await bad({ base_url: 'ftp://example.com' })).toBe('base_url: outbound request refused: only http and https URLs are allowed');
    expect(await bad({ base_url: 'http://169.254.169.254' })).toMatch(/^base_url: /);
    expect(await bad({ type: 3 })).toBe('a Azure channel needs a base URL');
    const xunfei = (await create({ type: 18, name: 'spark', key: 'k', models: 'SparkDesk', weight: -4 })).body.data![0]!;
    expect(xunfei).toMatchObject({ other: 'v2.1', weight: 0 });
    await call('admin', 'DELETE', `/api/channel/${xunfei.id}`);
  });

  it('updates in full (an empty key keeps the key) and partially, rebuilding abilities', async () => {
    const full = await call<Channel>('admin', 'PUT', '/api/channel/', {
      id: main.id,
      type: 1,
      name: 'openai-renamed',
      key: '',
      models: 'gpt-4o',
      group: 'default',
      model_mapping: '{"gpt-4o":"gpt-4o-2024-08-06"}',
      priority: 2,
    });
    expect(full.body.data).toMatchObject({ name: 'openai-renamed', models: 'gpt-4o', model_mapping: '{"gpt-4o":"gpt-4o-2024-08-06"}', priority: 2 });
    expect((await call<Channel>('admin', 'GET', `/api/channel/${main.id}`)).body.data!.key).toBe(SECRET);
    expect(await abilities(main.id)).toEqual([{ group_name: 'default', model: 'gpt-4o', enabled: true, priority: 2, weight: 0 }]);
    expect((await call<Channel>('admin', 'PUT', '/api/channel/', { id: main.id, status: 2 })).body.data).toMatchObject({ status: 2, name: 'openai-renamed' });
    expect((await abilities(main.id))[0]!.enabled).toBe(false);
    expect((await call<Channel>('admin', 'PUT', '/api/channel/', { id: main.id, priority: 9 })).body.data!.priority).toBe(9);
    expect((await call<Channel>('admin', 'PUT', '/api/channel/', { id: main.id, weight: 7 })).body.data!.weight).toBe(7);
    expect(await abilities(main.id)).toEqual([{ group_name: 'default', model: 'gpt-4o', enabled: false, priority: 9, weight: 7 }]);
    expect((await call('admin', 'PUT', '/api/channel/', { id: main.id, status: 3 })).body.message).toBe('status is 1 (enabled) or 2 (disabled)');
    expect((await call('admin', 'PUT', '/api/channel/', { id: 999999, status: 1 })).body.message).toBe('channel not found, please refresh the page and retry');
  });

  it('searches by keyword, group and model', async () => {
    const search = async (query: string) =>
      (await call<{ items: Channel[] }>('admin', 'GET', `/api/channel/search?${query}`)).body.data!.items.map((c) => c.name).sort();
    expect(await search('keyword=renamed')).toEqual(['openai-renamed']);
    expect(await search(`keyword=${main.id}`)).toEqual(['openai-renamed']);
    expect(await search('model=claude')).toEqual(['claude', 'claude', 'claude']);
    expect(await search('group=vip')).toEqual([]);
    expect(await search('keyword=%25')).toEqual([]);
  });

  it('records every change as an audit event without the key', async () => {
    const events = await t.gateway.events.store.readStream(`audit_channel-${main.id}`);
    expect(events.length).toBeGreaterThanOrEqual(5);
    for (const { event } of events) expect(event).toMatchObject({ type: 'ConfigChanged', data: { entity: 'channel', entityId: String(main.id) } });
    expect(json(events)).not.toContain(SECRET);
    expect((events[0]!.event.data as { after: { key: unknown } }).after.key).toEqual({ redacted: true });
  });

  it('keeps which headers a header override sets in the audit event, never their values', async () => {
    const headers = { Authorization: 'Bearer upstream-header-secret-123', 'X-Tenant': 'tenant-7' };
    const made = (await create({ name: 'with-headers', key: 'k-headers', models: 'm1', header_override: JSON.stringify(headers) })).body.data![0]!;
    const events = await t.gateway.events.store.readStream(`audit_channel-${made.id}`);
    expect(json(events)).not.toContain('upstream-header-secret-123');
    expect(json(events)).not.toContain('tenant-7');
    expect((events[0]!.event.data as { after: { header_override: unknown } }).after.header_override).toEqual({
      Authorization: { redacted: true },
      'X-Tenant': { redacted: true },
    });
    await call('admin', 'DELETE', `/api/channel/${made.id}`);
  });

  it('deletes the disabled channels, answering how many, and fixes abilities', async () => {
    const disabled = (await create({ name: 'old', key: 'k-old', models: 'm1' })).body.data![0]!;
    await call('admin', 'PUT', '/api/channel/', { id: disabled.id, status: 2 });
    expect((await call('admin', 'DELETE', '/api/channel/disabled')).body.data).toBe(2);
    expect((await call('admin', 'GET', `/api/channel/${main.id}`)).body.message).toBe('channel not found, please refresh the page and retry');
    expect(await abilities(main.id)).toEqual([]);
    await t.gateway.db.query('DELETE FROM abilities', []);
    expect((await call('admin', 'POST', '/api/channel/fix')).body.data).toBe(3);
    const { rows } = await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM abilities', []);
    expect(rows[0]!.n).toBe(3);
  });

  it('offers the same over GraphQL to admins', async () => {
    const made = await graphql<{ createChannels: Array<{ id: number; key: string | null }> }>(
      'admin',
      'mutation { createChannels(input: { name: "g", key: "gql-key", models: "m" }) { id key } }',
    );
    expect(made.data!.createChannels).toEqual([{ id: expect.any(Number), key: null }]);
    const id = made.data!.createChannels[0]!.id;
    expect((await graphql<{ channel: { key: string } }>('admin', `{ channel(id: ${id}) { key } }`)).data!.channel.key).toBe('gql-key');
    expect(
      (await graphql<{ setChannelState: { status: number } }>('admin', `mutation { setChannelState(id: ${id}, status: 2) { status } }`)).data!.setChannelState
        .status,
    ).toBe(2);
    expect((await graphql<{ deleteDisabledChannels: number }>('admin', 'mutation { deleteDisabledChannels }')).data!.deleteDisabledChannels).toBe(1);
    expect((await graphql<{ channelTypes: Array<{ id: number }> }>('admin', '{ channelTypes { id } }')).data!.channelTypes.length).toBeGreaterThan(50);
  });

  it("says which channel types the relay can call, from the relay's own provider table, to admins only", async () => {
    const answer = await graphql<{ channelTypes: Array<{ id: number; name: string; relayed: boolean }> }>('admin', '{ channelTypes { id name relayed } }');
    expect(answer.errors).toBeUndefined();
    const relayed = new Map(answer.data!.channelTypes.map((type) => [type.name, type.relayed]));
    // OpenAI-compatible rows and Azure are called today; Anthropic and Gemini natively, and the task APIs, not yet.
    expect(['OpenAI', 'Azure', 'DeepSeek', 'OpenRouter', 'Custom'].map((name) => relayed.get(name))).toEqual([true, true, true, true, true]);
    expect(['Anthropic', 'Gemini', 'Midjourney', 'SunoAPI'].map((name) => relayed.get(name))).toEqual([false, false, false, false]);
    const asUser = await graphql('carol', '{ channelTypes { id relayed } }');
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('takes and answers max input tokens, the setting and the parameter override over GraphQL', async () => {
    const fields = 'id maxInputTokens setting paramOverride balanceUpdatedTime';
    const made = await graphql<{ createChannels: Array<{ id: number; maxInputTokens: number; setting: string; paramOverride: string }> }>(
      'admin',
      `mutation { createChannels(input: { name: "limits", key: "k-limits", models: "m", maxInputTokens: 4096, setting: "{}", paramOverride: "{\\"temperature\\":0}" }) { ${fields} } }`,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createChannels[0]).toMatchObject({ maxInputTokens: 4096, paramOverride: '{"temperature":0}' });
    const id = made.data!.createChannels[0]!.id;
    const bad = await graphql('admin', `mutation { updateChannel(id: ${id}, input: { name: "limits", models: "m", paramOverride: "[1" }) { id } }`);
    expect(bad.errors?.[0]?.message).toBe('param override must be valid JSON');
    const read = await graphql<{ channel: { maxInputTokens: number; balanceUpdatedTime: number } }>('admin', `{ channel(id: ${id}) { ${fields} } }`);
    expect(read.data!.channel).toMatchObject({ maxInputTokens: 4096, balanceUpdatedTime: 0 });
    expect((await graphql('admin', `mutation { deleteChannel(id: ${id}) }`)).errors).toBeUndefined();
  });

  it('deletes a channel with its abilities', async () => {
    const { items } = (await call<{ items: Channel[] }>('admin', 'GET', '/api/channel/?page_size=10')).body.data!;
    const id = items[0]!.id;
    expect((await call('admin', 'DELETE', `/api/channel/${id}/`)).body.success).toBe(true);
    expect(await abilities(id)).toEqual([]);
  });
});
