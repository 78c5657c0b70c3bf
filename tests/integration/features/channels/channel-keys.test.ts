import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * The keys of a multi-key channel (`POST /api/channel/multi_key/manage`, the
 * established gateway's call, and GraphQL `channelKeys` / `manageChannelKeys`)
 * on a whole gateway: listing with previews only, enabling and disabling one
 * or all, deleting one or those disabled automatically, the channel following
 * its keys, an audit event per change without the key, and the refusals.
 */

const KEYS = ['sk-keys-alpha-000000000001', 'sk-keys-bravo-000000000002', 'sk-keys-charlie-00000000003'];

let t: TestGateway;
const { call, graphql, signIn, sessions, setUpSite } = apiClient(() => t.baseUrl);

interface KeyPage {
  keys: Array<{ index: number; status: number; key_preview: string; reason?: string; disabled_time?: number }>;
  total: number;
  page: number;
  total_pages: number;
  enabled_count: number;
  manual_disabled_count: number;
  auto_disabled_count: number;
}
interface Channel {
  id: number;
  status: number;
  key: string;
  other_info: string;
  channel_info: { multi_key_size: number; multi_key_status_list: Record<string, number> };
}

const manage = <T = unknown>(body: Record<string, unknown>) => call<T>('keys_admin', 'POST', '/api/channel/multi_key/manage', body);
const channel = async (id: number) => (await call<Channel>('keys_admin', 'GET', `/api/channel/${id}`)).body.data!;
const abilities = async (id: number) =>
  (await t.gateway.db.query<{ enabled: boolean }>('SELECT enabled FROM abilities WHERE channel_id = $1', [id])).rows.map((r) => r.enabled);
async function createPool(name: string, keys: readonly string[]): Promise<number> {
  const created = await call<Channel[]>('keys_admin', 'POST', '/api/channel/', {
    mode: 'multi_to_single',
    multi_key_mode: 'random',
    channel: { name, type: 1, key: keys.join('\n'), models: 'gpt-4o-mini', group: 'default', base_url: 'https://api.openai.com' },
  });
  expect(created.body.success, created.body.message).toBe(true);
  return created.body.data![0]!.id;
}

beforeAll(async () => {
  t = await startTestGateway();
  await setUpSite('keys');
});
afterAll(async () => t?.dispose());

describe('keys of a multi-key channel', () => {
  it('lists the keys with previews, and enables and disables one or all, the channel following its keys', async () => {
    const id = await createPool('pool-status', KEYS);
    const listed = await manage<KeyPage>({ channel_id: id, action: 'get_key_status' });
    expect(listed.body).toMatchObject({
      success: true,
      data: { total: 3, page: 1, total_pages: 1, enabled_count: 3, manual_disabled_count: 0, auto_disabled_count: 0 },
    });
    expect(listed.body.data!.keys.map((k) => k.key_preview)).toEqual(['sk-keys-al...', 'sk-keys-br...', 'sk-keys-ch...']);
    expect(JSON.stringify(listed.body)).not.toContain('000000000001');

    expect((await manage({ channel_id: id, action: 'disable_key', key_index: 1 })).body).toEqual({ success: true, message: 'key disabled', data: null });
    const afterOne = await manage<KeyPage>({ channel_id: id, action: 'get_key_status', status: 2 });
    expect(afterOne.body.data).toMatchObject({
      total: 1,
      enabled_count: 2,
      manual_disabled_count: 1,
      keys: [{ index: 1, status: 2, disabled_time: expect.any(Number) as unknown }],
    });
    expect((await channel(id)).status).toBe(1);

    expect((await manage({ channel_id: id, action: 'disable_all_keys' })).body).toEqual({ success: true, message: 'disabled 2 keys', data: 2 });
    let state = await channel(id);
    expect(state.status).toBe(3);
    expect(JSON.parse(state.other_info)).toMatchObject({ status_reason: 'All keys are disabled' });
    expect(await abilities(id)).toEqual([false]);
    expect((await manage({ channel_id: id, action: 'disable_all_keys' })).body).toMatchObject({ success: false, message: 'no key is enabled' });

    expect((await manage({ channel_id: id, action: 'enable_key', key_index: 2 })).body).toMatchObject({ success: true, message: 'key enabled' });
    state = await channel(id);
    expect(state.status).toBe(1);
    expect(state.other_info).toBe('');
    expect(await abilities(id)).toEqual([true]);
    expect((await manage({ channel_id: id, action: 'enable_all_keys' })).body).toEqual({ success: true, message: 'enabled 2 keys', data: 2 });
    expect((await channel(id)).channel_info.multi_key_status_list).toEqual({});

    // A channel an admin disabled stays disabled whatever its keys do.
    expect((await call('keys_admin', 'PUT', '/api/channel/', { id, status: 2 })).body.success).toBe(true);
    await manage({ channel_id: id, action: 'disable_all_keys' });
    await manage({ channel_id: id, action: 'enable_all_keys' });
    expect((await channel(id)).status).toBe(2);

    // Each change is an audit event by the admin, with its reason, without any key.
    const events = (await t.gateway.events.store.readStream(`audit_channel-${id}`)).map((e) => e.event);
    const reasons = events.map((e) => (e.data as { reason: string | null }).reason).filter((r) => r !== null && r.includes('by an admin'));
    expect(reasons.slice(0, 4)).toEqual([
      'key #2 disabled by an admin',
      'every key disabled by an admin',
      'key #3 enabled by an admin',
      'every key enabled by an admin',
    ]);
    expect(events.at(-1)).toMatchObject({ actor: { kind: 'user', userId: sessions.get('keys_admin')!.id } });
    for (const key of KEYS) expect(JSON.stringify(events)).not.toContain(key);
  });

  it('deletes one key, or those disabled automatically, keeping the others’ states under their new indexes', async () => {
    const id = await createPool('pool-delete', KEYS);
    await manage({ channel_id: id, action: 'disable_key', key_index: 2 });
    // The monitor disabled the first key.
    await t.gateway.db.query(`UPDATE channels SET channel_info = jsonb_set(channel_info::jsonb, '{multi_key_status_list,0}', '3')::text WHERE id = $1`, [id]);
    expect((await manage({ channel_id: id, action: 'delete_disabled_keys' })).body).toEqual({
      success: true,
      message: 'deleted 1 keys disabled automatically',
      data: 1,
    });
    let state = await channel(id);
    expect(state.key).toBe(`${KEYS[1]}\n${KEYS[2]}`);
    expect(state.channel_info).toMatchObject({ multi_key_size: 2, multi_key_status_list: { '1': 2 } });
    expect((await manage({ channel_id: id, action: 'delete_disabled_keys' })).body).toMatchObject({
      success: false,
      message: 'no key was disabled automatically',
    });

    expect((await manage({ channel_id: id, action: 'delete_key', key_index: 0 })).body).toEqual({ success: true, message: 'key deleted', data: null });
    state = await channel(id);
    expect(state.key).toBe(KEYS[2]);
    expect(state.channel_info).toMatchObject({ multi_key_size: 1, multi_key_status_list: { '0': 2 } });
    // The only key left is disabled, so the channel went down with it.
    expect(state.status).toBe(3);
    expect((await manage({ channel_id: id, action: 'delete_key', key_index: 0 })).body).toMatchObject({
      success: false,
      message: 'the last key cannot be deleted',
    });
  });

  it('refuses what it cannot do, in words', async () => {
    const id = await createPool('pool-refusals', KEYS.slice(0, 2));
    const single = await call<Channel[]>('keys_admin', 'POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'one key', type: 1, key: 'sk-keys-single', models: 'm', group: 'default' },
    });
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ channel_id: id, action: 'disable_key' }, 'key_index is required'],
      [{ channel_id: id, action: 'enable_key', key_index: 2 }, 'key_index is out of range'],
      [{ channel_id: id, action: 'enable_key', key_index: -1 }, 'key_index is out of range'],
      [
        { channel_id: id, action: 'rotate_key' },
        'action is one of get_key_status, disable_key, enable_key, enable_all_keys, disable_all_keys, delete_key, delete_disabled_keys',
      ],
      [{ channel_id: id, action: 'get_key_status', status: 7 }, 'status is 1 (enabled), 2 (disabled by an admin) or 3 (disabled automatically)'],
      [{ channel_id: id, action: 'get_key_status', status: true }, 'status is 1 (enabled), 2 (disabled by an admin) or 3 (disabled automatically)'],
      [{ channel_id: id, action: 'get_key_status', status: '0x2' }, 'status is 1 (enabled), 2 (disabled by an admin) or 3 (disabled automatically)'],
      [{ channel_id: single.body.data![0]!.id, action: 'get_key_status' }, 'the channel is not a multi-key channel'],
      [{ channel_id: 987_654, action: 'get_key_status' }, 'channel not found, please refresh the page and retry'],
      [{ action: 'get_key_status' }, 'channel_id is a positive whole number'],
    ];
    for (const [body, message] of refusals) expect((await manage(body)).body, JSON.stringify(body)).toMatchObject({ success: false, message });
    await call(null, 'POST', '/api/user/register', { username: 'keys_user', password: 'user-password-1' });
    await signIn('keys_user', 'user-password-1');
    expect((await call('keys_user', 'POST', '/api/channel/multi_key/manage', { channel_id: id, action: 'get_key_status' })).body.success).toBe(false);
  });

  it('brings back the keys the monitor disabled when an admin enables the channel, never those an admin disabled', async () => {
    const id = await createPool('pool-enable', KEYS.slice(0, 2));
    const autoDisableAll = () =>
      t.gateway.db.query(
        `UPDATE channels SET status = 3, channel_info = jsonb_set(channel_info::jsonb, '{multi_key_status_list}', '{"0": 3, "1": 3}')::text WHERE id = $1`,
        [id],
      );
    await autoDisableAll();
    expect((await call('keys_admin', 'PUT', '/api/channel/', { id, status: 1 })).body.success).toBe(true);
    let state = await channel(id);
    expect(state.status).toBe(1);
    expect(state.channel_info.multi_key_status_list).toEqual({});
    expect(await abilities(id)).toEqual([true]);

    // Through the tag as well.
    expect((await call('keys_admin', 'POST', '/api/channel/batch/tag', { ids: [id], tag: 'pool-tag' })).body.success).toBe(true);
    await autoDisableAll();
    expect((await call('keys_admin', 'POST', '/api/channel/tag/enabled', { tag: 'pool-tag' })).body).toMatchObject({ success: true, data: 1 });
    expect((await channel(id)).channel_info.multi_key_status_list).toEqual({});

    // Every key off by an admin's hand: enabling the channel would leave it nothing to use.
    await manage({ channel_id: id, action: 'disable_all_keys' });
    expect((await channel(id)).status).toBe(3);
    expect((await call('keys_admin', 'PUT', '/api/channel/', { id, status: 1 })).body).toMatchObject({
      success: false,
      message: 'every key of this channel was disabled by an admin: enable a key first',
    });
    expect((await call('keys_admin', 'POST', '/api/channel/tag/enabled', { tag: 'pool-tag' })).body).toMatchObject({ success: true, data: 0 });
    state = await channel(id);
    expect(state.status).toBe(3);
    expect(state.channel_info.multi_key_status_list).toEqual({ '0': 2, '1': 2 });
  });

  it('starts replacing keys enabled, and takes back a form that sends status 3 as it was read', async () => {
    const id = await createPool('pool-replace', KEYS.slice(0, 2));
    await manage({ channel_id: id, action: 'disable_key', key_index: 1 });
    await t.gateway.db.query(`UPDATE channels SET channel_info = jsonb_set(channel_info::jsonb, '{multi_key_status_list,0}', '3')::text WHERE id = $1`, [id]);
    const form = { id, type: 1, name: 'pool-replace', group: 'default', models: 'gpt-4o-mini', base_url: 'https://api.openai.com', status: 3 };
    const replaced = await call<Channel>('keys_admin', 'PUT', '/api/channel/', {
      ...form,
      key: ['sk-keys-new-1', 'sk-keys-new-2', 'sk-keys-new-3'].join('\n'),
      key_mode: 'replace',
    });
    expect(replaced.body.success, replaced.body.message).toBe(true);
    const state = await channel(id);
    expect(state.key).toBe('sk-keys-new-1\nsk-keys-new-2\nsk-keys-new-3');
    expect(state.channel_info).toMatchObject({ multi_key_size: 3, multi_key_status_list: {} });
    // The form's status 3 left the stored status alone.
    expect(state.status).toBe(1);

    // A channel down with all its keys comes back with new ones.
    await manage({ channel_id: id, action: 'disable_all_keys' });
    expect((await channel(id)).status).toBe(3);
    expect((await call('keys_admin', 'PUT', '/api/channel/', { ...form, key: 'sk-keys-fresh-1', key_mode: 'append' })).body.success).toBe(true);
    const back = await channel(id);
    expect(back.status).toBe(1);
    expect(back.other_info).toBe('');
    expect(back.channel_info).toMatchObject({ multi_key_size: 4, multi_key_status_list: { '0': 2, '1': 2, '2': 2 } });
    expect(await abilities(id)).toEqual([true]);
  });

  it('writes and audits nothing for a change that changes nothing', async () => {
    const id = await createPool('pool-noop', KEYS.slice(0, 2));
    const events = async () => (await t.gateway.events.store.readStream(`audit_channel-${id}`)).length;
    const before = await events();
    expect((await manage({ channel_id: id, action: 'enable_key', key_index: 0 })).body).toMatchObject({ success: true, message: 'key enabled' });
    expect((await manage({ channel_id: id, action: 'enable_all_keys' })).body).toMatchObject({ success: false, message: 'no key is disabled' });
    expect(await events()).toBe(before);
    await manage({ channel_id: id, action: 'disable_key', key_index: 1 });
    const disabledAt = (await manage<KeyPage>({ channel_id: id, action: 'get_key_status', status: 2 })).body.data!.keys[0]!.disabled_time;
    expect((await manage({ channel_id: id, action: 'disable_key', key_index: 1 })).body).toMatchObject({ success: true });
    expect(await events()).toBe(before + 1);
    expect((await manage<KeyPage>({ channel_id: id, action: 'get_key_status', status: 2 })).body.data!.keys[0]!.disabled_time).toBe(disabledAt);
  });

  it('answers the same over GraphQL', async () => {
    const id = await createPool('pool-graphql', KEYS);
    const changed = await graphql<{ manageChannelKeys: { message: string; count: number | null } }>(
      'keys_admin',
      `mutation { manageChannelKeys(channelId: ${id}, action: disable_key, keyIndex: 0) { message count } }`,
    );
    expect(changed.body).toEqual({ data: { manageChannelKeys: { message: 'key disabled', count: null } } });
    const page = await graphql<{
      channelKeys: { total: number; manualDisabledCount: number; keys: Array<{ index: number; status: number; keyPreview: string }> };
    }>('keys_admin', `{ channelKeys(channelId: ${id}, status: 2) { total manualDisabledCount keys { index status keyPreview } } }`);
    expect(page.body).toEqual({ data: { channelKeys: { total: 1, manualDisabledCount: 1, keys: [{ index: 0, status: 2, keyPreview: 'sk-keys-al...' }] } } });
  });
});
