import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * Channels taken many at a time over `/api/channel` and GraphQL on a whole
 * gateway: tags (batch set, tag mode, edit, enable / disable), batch delete,
 * copy and multi-key channels. Every change rebuilds abilities and leaves
 * one audit event per channel, none carrying a key; lists never carry keys.
 */

interface Channel {
  id: number;
  name: string;
  key?: string;
  tag: string;
  status: number;
  models: string;
  group: string;
  priority: number;
  weight: number;
  model_mapping: string;
  balance: number;
  used_quota: number;
  channel_info: { is_multi_key: boolean; multi_key_size: number; multi_key_mode: string; multi_key_status_list: Record<string, number> };
}
interface TagRow {
  tag: string;
  status: number;
  group: string;
  priority: number | null;
  weight: number | null;
  children: Channel[];
}
type Entry = Channel | TagRow;

let t: TestGateway;
const { sessions, call, graphql, signIn, signUp } = apiClient(() => t.baseUrl);
const KEY = (n: number) => `sk-group-secret-${n}-0123456789`;
const json = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

const create = async (name: string, n: number, extra: Record<string, unknown> = {}) => {
  const made = await call<Channel[]>('admin', 'POST', '/api/channel/', { name, key: KEY(n), models: 'gpt-4o', ...extra });
  expect(made.body.success, made.body.message).toBe(true);
  return made.body.data![0]!;
};
const abilities = async (ids: number[]) =>
  (
    await t.gateway.db.query<{
      channel_id: string | number;
      group_name: string;
      model: string;
      enabled: boolean;
      priority: string | number;
      weight: number;
      tag: string;
    }>(
      'SELECT channel_id, group_name, model, enabled, priority, weight, tag FROM abilities WHERE channel_id = ANY ($1::bigint[]) ORDER BY channel_id, group_name, model',
      [ids.map(String)],
    )
  ).rows.map((r) => ({ ...r, channel_id: Number(r.channel_id), priority: Number(r.priority) }));

beforeAll(async () => {
  t = await startTestGateway();
  await call(null, 'POST', '/api/setup', { username: 'grp_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await signIn('grp_root', 'root-password-1');
  expect((await call('grp_root', 'POST', '/api/user/', { username: 'grp_admin', password: 'admin-password-1', role: 10 })).body.success).toBe(true);
  await signIn('grp_admin', 'admin-password-1');
  sessions.set('admin', sessions.get('grp_admin')!);
  await signUp('dave');
});
afterAll(async () => t?.dispose());

describe('tags', () => {
  let a: Channel, b: Channel, c: Channel, loose: Channel;

  it('sets the tag of a batch of channels, answering the count, with abilities carrying it', async () => {
    a = await create('tag-a', 1, { priority: 3, weight: 1, group: 'default' });
    b = await create('tag-b', 2, { priority: 3, weight: 2, group: 'default,vip', status: 2 });
    c = await create('other-c', 3, { priority: 1 });
    loose = await create('loose', 4, { priority: 9 });
    await call('admin', 'PUT', '/api/channel/', { id: b.id, status: 2 });
    const set = await call<number>('admin', 'POST', '/api/channel/batch/tag', { ids: [a.id, b.id], tag: 'team' });
    expect(set.body).toMatchObject({ success: true, data: 2 });
    expect((await call<number>('admin', 'POST', '/api/channel/batch/tag', { ids: [c.id], tag: 'solo' })).body.data).toBe(1);
    expect((await abilities([a.id])).every((r) => r.tag === 'team')).toBe(true);
  });

  it('checks the batch tag form with the spec messages', async () => {
    expect((await call('admin', 'POST', '/api/channel/batch/tag', { ids: [], tag: 'x' })).body.message).toBe('please select the channels to tag first');
    expect((await call('admin', 'POST', '/api/channel/batch/tag', { ids: [a.id], tag: '  ' })).body.message).toBe('tag cannot be empty');
    expect((await call('admin', 'POST', '/api/channel/batch/tag', { ids: 'x', tag: 'y' })).body.message).toBe('ids must be a list of channel ids');
  });

  it('lists tag rows aggregating their channels, and untagged channels as themselves, without keys', async () => {
    const page = (
      await call<{ items: Entry[]; total: number; page: number; page_size: number }>('admin', 'GET', '/api/channel/?tag_mode=true&p=1&page_size=10')
    ).body.data!;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 10 });
    // Highest priority first: loose (9), team (3), solo (1).
    expect(page.items.map((e) => ('children' in e ? `tag:${e.tag}` : e.name))).toEqual(['loose', 'tag:team', 'tag:solo']);
    const team = page.items[1] as TagRow;
    expect(team).toMatchObject({ tag: 'team', status: 1, group: 'default,vip', priority: 3, weight: null });
    expect(team.children.map((ch) => ch.id).sort()).toEqual([a.id, b.id].sort());
    for (const n of [1, 2, 3, 4]) expect(json(page)).not.toContain(KEY(n));
    const second = (await call<{ items: Entry[]; total: number }>('admin', 'GET', '/api/channel/?tag_mode=true&p=2&page_size=10')).body.data!;
    expect(second).toMatchObject({ items: [], total: 3 });
  });

  it('searches in tag mode by keyword, group and model', async () => {
    const search = async (query: string) =>
      (await call<{ items: Entry[] }>('admin', 'GET', `/api/channel/search?tag_mode=true&${query}`)).body.data!.items.map((e) =>
        'children' in e ? `tag:${e.tag}(${e.children.length})` : e.name,
      );
    expect(await search('keyword=tag-b')).toEqual(['tag:team(2)']);
    expect(await search('group=vip')).toEqual(['tag:team(2)']);
    expect(await search('model=gpt-4o&id_sort=true')).toEqual(['loose', 'tag:solo(1)', 'tag:team(2)']);
    expect(await search('keyword=nothing-like-it')).toEqual([]);
  });

  it('edits every channel of a tag in one go, rebuilding abilities', async () => {
    const edit = await call<number>('admin', 'PUT', '/api/channel/tag', {
      tag: 'team',
      new_tag: 'crew',
      model_mapping: '{"gpt-4o":"gpt-4o-2024-08-06"}',
      groups: 'default,svip',
      models: 'gpt-4o,gpt-4o-mini',
      priority: 7,
      weight: 4,
    });
    expect(edit.body).toMatchObject({ success: true, data: 2 });
    const after = (await call<Channel>('admin', 'GET', `/api/channel/${a.id}`)).body.data!;
    expect(after).toMatchObject({
      tag: 'crew',
      models: 'gpt-4o,gpt-4o-mini',
      group: 'default,svip',
      priority: 7,
      weight: 4,
      model_mapping: '{"gpt-4o":"gpt-4o-2024-08-06"}',
      key: KEY(1),
    });
    const rows = await abilities([a.id, b.id]);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.tag === 'crew' && r.priority === 7 && r.weight === 4)).toBe(true);
    expect(rows.filter((r) => r.channel_id === b.id).every((r) => !r.enabled)).toBe(true);
  });

  it('checks the tag edit with the spec messages', async () => {
    const edit = async (body: Record<string, unknown>) => (await call('admin', 'PUT', '/api/channel/tag', { tag: 'crew', ...body })).body.message;
    expect(await edit({ tag: '' })).toBe('tag cannot be empty');
    expect(await edit({})).toBe('no changes');
    expect(await edit({ priority: 'high' })).toBe('priority must be an integer!');
    expect(await edit({ weight: -1 })).toBe('weight must be a non-negative integer');
    expect(await edit({ model_mapping: '{oops' })).toBe('model mapping must be valid JSON');
    expect(await edit({ model_mapping: '{"gpt-4o":["a"]}' })).toBe('model mapping values must be model names');
    expect(await edit({ models: 'a,a' })).toBe('some models already exist');
    expect(await edit({ tag: 'nobody', priority: 1 })).toBe('no channel has the tag nobody');
  });

  it('enables and disables every channel of a tag', async () => {
    expect((await call<number>('admin', 'POST', '/api/channel/tag/disabled', { tag: 'crew' })).body.data).toBe(2);
    expect((await abilities([a.id, b.id])).every((r) => !r.enabled)).toBe(true);
    expect((await call<number>('admin', 'POST', '/api/channel/tag/enabled', { tag: 'crew' })).body.data).toBe(2);
    expect((await abilities([a.id, b.id])).every((r) => r.enabled)).toBe(true);
    expect((await call<Channel>('admin', 'GET', `/api/channel/${b.id}`)).body.data!.status).toBe(1);
    expect((await call('admin', 'POST', '/api/channel/tag/enabled', {})).body.message).toBe('tag cannot be empty');
  });

  it('audits each channel change without its key', async () => {
    const events = await t.gateway.events.store.readStream(`audit_channel-${a.id}`);
    const reasons = events.map(({ event }) => (event.data as { reason: string | null }).reason);
    expect(reasons).toEqual([null, 'tag set to team', 'tag team edited', 'tag crew disabled', 'tag crew enabled']);
    expect(json(events)).not.toContain(KEY(1));
  });

  it('refuses users', async () => {
    expect((await call('dave', 'POST', '/api/channel/batch/tag', { ids: [a.id], tag: 'x' })).body.success).toBe(false);
    expect((await call('dave', 'PUT', '/api/channel/tag', { tag: 'crew', priority: 1 })).body.success).toBe(false);
    expect((await call('dave', 'POST', '/api/channel/tag/disabled', { tag: 'crew' })).body.success).toBe(false);
    expect((await call('dave', 'POST', '/api/channel/batch', { ids: [a.id] })).body.success).toBe(false);
    expect((await call('dave', 'POST', `/api/channel/copy/${a.id}`)).body.success).toBe(false);
    expect((await graphql('dave', 'mutation { deleteChannels(ids: [1]) }')).errors?.length).toBeGreaterThan(0);
    expect((await call<Channel>('admin', 'GET', `/api/channel/${a.id}`)).body.data!.tag).toBe('crew');
  });

  it('offers the same over GraphQL', async () => {
    expect((await graphql<{ setChannelsTag: number }>('admin', `mutation { setChannelsTag(ids: [${loose.id}], tag: "gq") }`)).data!.setChannelsTag).toBe(1);
    expect((await graphql<{ editChannelTag: number }>('admin', 'mutation { editChannelTag(input: { tag: "gq", priority: 2 }) }')).data!.editChannelTag).toBe(1);
    expect(
      (await graphql<{ setChannelTagEnabled: number }>('admin', 'mutation { setChannelTagEnabled(tag: "gq", enabled: false) }')).data!.setChannelTagEnabled,
    ).toBe(1);
    const page = await graphql<{
      channelsByTag: {
        total: number;
        items: Array<{ __typename: string; tag?: string; status?: number; priority?: number; channels?: Array<{ id: number; key: string | null }> }>;
      };
    }>(
      'admin',
      '{ channelsByTag(idSort: true) { total items { __typename ... on ChannelTagRow { tag status priority channels { id key } } ... on Channel { id } } } }',
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.channelsByTag.total).toBe(3);
    expect(page.data!.channelsByTag.items[0]).toEqual({
      __typename: 'ChannelTagRow',
      tag: 'gq',
      status: 2,
      priority: 2,
      channels: [{ id: loose.id, key: null }],
    });
  });
});

describe('batch delete and copy', () => {
  it('copies a channel with the same sealed key, a suffix and a reset balance', async () => {
    const source = await create('source', 5, { tag: 'copies', priority: 4 });
    await t.gateway.db.query('UPDATE channels SET balance = 12.5, used_quota = 900, response_time = 800, test_time = 1 WHERE id = $1', [source.id]);
    const copied = await call<Channel>('admin', 'POST', `/api/channel/copy/${source.id}`);
    expect(copied.body.success).toBe(true);
    const copy = copied.body.data!;
    expect(copy).toMatchObject({ name: 'source_copy', tag: 'copies', priority: 4, balance: 0, used_quota: 0, response_time: 0, test_time: 0 });
    expect(copy.id).not.toBe(source.id);
    expect(copy.key).toBeUndefined();
    expect((await call<Channel>('admin', 'GET', `/api/channel/${copy.id}`)).body.data!.key).toBe(KEY(5));
    expect(await abilities([copy.id])).toEqual([
      { channel_id: copy.id, group_name: 'default', model: 'gpt-4o', enabled: true, priority: 4, weight: 0, tag: 'copies' },
    ]);
    const kept = (await call<Channel>('admin', 'POST', `/api/channel/copy/${source.id}?suffix=-b&reset_balance=false`)).body.data!;
    expect(kept).toMatchObject({ name: 'source-b', balance: 12.5, used_quota: 900 });
    expect((await call('admin', 'POST', '/api/channel/copy/999999')).body.message).toBe('channel not found, please refresh the page and retry');
    const events = await t.gateway.events.store.readStream(`audit_channel-${copy.id}`);
    expect((events[0]!.event.data as { reason: string }).reason).toBe(`copied from channel ${source.id}`);
    expect(json(events)).not.toContain(KEY(5));
    const gqlCopy = await graphql<{ copyChannel: { name: string; key: string | null } }>(
      'admin',
      `mutation { copyChannel(id: ${source.id}, suffix: " (2)") { name key } }`,
    );
    expect(gqlCopy.data!.copyChannel).toEqual({ name: 'source (2)', key: null });
  });

  it('deletes a batch of channels, answering how many, with their abilities', async () => {
    const x = await create('del-x', 6);
    const y = await create('del-y', 7);
    const deleted = await call<number>('admin', 'POST', '/api/channel/batch', { ids: [x.id, y.id, 999999] });
    expect(deleted.body).toMatchObject({ success: true, data: 2 });
    expect(await abilities([x.id, y.id])).toEqual([]);
    expect((await call('admin', 'GET', `/api/channel/${x.id}`)).body.message).toBe('channel not found, please refresh the page and retry');
    expect((await call('admin', 'POST', '/api/channel/batch', { ids: [] })).body.message).toBe('please select the channels to delete first');
    const events = await t.gateway.events.store.readStream(`audit_channel-${y.id}`);
    expect(events.at(-1)!.event.data).toMatchObject({ reason: 'deleted in a batch', after: { deleted: true, key: { redacted: true } } });
    const z = await create('del-z', 8);
    expect((await graphql<{ deleteChannels: number }>('admin', `mutation { deleteChannels(ids: [${z.id}]) }`)).data!.deleteChannels).toBe(1);
  });
});

describe('multi-key channels', () => {
  let multi: Channel;

  it('creates one channel holding every key line, with per-key state and no key in lists', async () => {
    const made = await call<Channel[]>('admin', 'POST', '/api/channel/', {
      mode: 'multi_to_single',
      multi_key_mode: 'polling',
      channel: { name: 'pool', key: 'mk-one-secret\n\n mk-two-secret \nmk-three-secret', models: 'gpt-4o' },
    });
    expect(made.body.success, made.body.message).toBe(true);
    expect(made.body.data).toHaveLength(1);
    multi = made.body.data![0]!;
    expect(multi.channel_info).toMatchObject({ is_multi_key: true, multi_key_size: 3, multi_key_mode: 'polling', multi_key_status_list: {} });
    expect((await call<Channel>('admin', 'GET', `/api/channel/${multi.id}`)).body.data!.key).toBe('mk-one-secret\nmk-two-secret\nmk-three-secret');
    const list = (await call<{ items: Channel[] }>('admin', 'GET', '/api/channel/?page_size=100')).body.data!;
    expect(json(list)).not.toContain('mk-one-secret');
    expect(list.items.find((ch) => ch.id === multi.id)!.channel_info.multi_key_size).toBe(3);
    expect(
      (await call('admin', 'POST', '/api/channel/', { mode: 'multi_to_single', multi_key_mode: 'sideways', channel: { name: 'p', key: 'k', models: 'm' } }))
        .body.message,
    ).toBe('multi_key_mode is random or polling');
  });

  it('appends or replaces keys on update, resizing the state, and changes the mode', async () => {
    await t.gateway.db.query(`UPDATE channels SET channel_info = jsonb_set(channel_info::jsonb, '{multi_key_status_list}', '{"2": 3}')::text WHERE id = $1`, [
      multi.id,
    ]);
    const appended = await call<Channel>('admin', 'PUT', '/api/channel/', {
      id: multi.id,
      name: 'pool',
      models: 'gpt-4o',
      key: 'mk-two-secret\nmk-four-secret',
      key_mode: 'append',
      multi_key_mode: 'random',
    });
    expect(appended.body.success, appended.body.message).toBe(true);
    expect(appended.body.data!.channel_info).toMatchObject({ multi_key_size: 4, multi_key_mode: 'random', multi_key_status_list: { '2': 3 } });
    expect((await call<Channel>('admin', 'GET', `/api/channel/${multi.id}`)).body.data!.key).toBe(
      'mk-one-secret\nmk-two-secret\nmk-three-secret\nmk-four-secret',
    );
    const replaced = await call<Channel>('admin', 'PUT', '/api/channel/', {
      id: multi.id,
      name: 'pool',
      models: 'gpt-4o',
      key: 'mk-five-secret\nmk-six-secret',
    });
    expect(replaced.body.data!.channel_info).toMatchObject({ multi_key_size: 2, multi_key_status_list: {} });
    expect((await call('admin', 'PUT', '/api/channel/', { id: multi.id, name: 'pool', models: 'gpt-4o', key: 'k', key_mode: 'merge' })).body.message).toBe(
      'key_mode is append or replace',
    );
    const events = await t.gateway.events.store.readStream(`audit_channel-${multi.id}`);
    expect(json(events)).not.toMatch(/mk-(one|two|three|four|five|six)-secret/);
  });

  it('shows the key-free state over GraphQL', async () => {
    const read = await graphql<{ channel: { multiKey: { size: number; mode: string } | null } }>(
      'admin',
      `{ channel(id: ${multi.id}) { multiKey { size mode disabledKeys { index status } } } }`,
    );
    expect(read.data!.channel.multiKey).toEqual({ size: 2, mode: 'random', disabledKeys: [] });
    const made = await graphql<{ createChannels: Array<{ multiKey: { size: number; mode: string } }> }>(
      'admin',
      'mutation { createChannels(multiKey: true, input: { name: "gpool", key: "g1\\ng2", models: "m", multiKeyMode: polling }) { multiKey { size mode } } }',
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createChannels).toEqual([{ multiKey: { size: 2, mode: 'polling' } }]);
  });
});
