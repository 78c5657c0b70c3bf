import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { keyOf, OPENAI, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * An admin's key may name the channel to use, `sk-<key>-<channel id>`
 * (server-behaviour 2.2, 2.4): an enabled channel serves it; an id that
 * names no channel is 400 "无效的渠道 Id"; a channel that exists but is
 * disabled is 403 "该渠道已被禁用", although the relay keeps only serving
 * channels in memory.
 */

let site: RelaySite;
let rootKey = '';
let enabledId = 0;
let disabledId = 0;

const chat = (key: string) =>
  fetch(`${site.t.baseUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}` },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
  });

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'pin',
    script: (_request: ReceivedRequest) => OPENAI.chatCompletion,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 } },
    channel: { name: 'first', key: 'sk-first', models: 'gpt-4o-mini' },
  });
  const root = 'pin_root';
  const rootId = site.api.sessions.get(root)!.id;
  const funded = await site.api.graphql(root, 'mutation($id: Int!, $amount: Quota!) { adjustQuota(userId: $id, amount: $amount, reason: "test") { quota } }', {
    id: rootId,
    amount: 1_000_000,
  });
  if (funded.errors) throw new Error(JSON.stringify(funded.errors));
  await site.api.call(root, 'POST', '/api/token/', { name: 'root-relay', remain_quota: 1_000_000, expired_time: -1 });
  const listed = await site.api.call<{ items: Array<{ key: string }> }>(root, 'GET', '/api/token/?p=1&size=10');
  rootKey = listed.body.data!.items[0]!.key.replace(/^sk-/, '');
  enabledId = await site.createChannel({ name: 'pinned', key: 'sk-pinned', models: 'gpt-4o-mini' });
  disabledId = await site.createChannel({ name: 'off', key: 'sk-off', models: 'gpt-4o-mini' });
  await site.api.call('admin', 'PUT', '/api/channel/', { id: disabledId, status: 2 });
  // The relay reads each change a moment after it commits: wait until it serves the new channel and no longer the disabled one.
  await eventually(async () => (await chat(`${rootKey}-${enabledId}`)).status === 200, { what: 'the pinned channel to serve' });
  await eventually(async () => (await chat(`${rootKey}-${disabledId}`)).status !== 200, { what: 'the disabled channel to stop serving' });
}, 60_000);
afterAll(async () => site?.dispose());

describe("an admin's channel pin", () => {
  it('sends the request to the channel named', async () => {
    site.upstream.received.length = 0;
    expect((await chat(`${rootKey}-${enabledId}`)).status).toBe(200);
    expect(site.upstream.received.map(keyOf)).toEqual(['sk-pinned']);
  });

  it('naming a disabled channel: 403 该渠道已被禁用, nothing sent', async () => {
    site.upstream.received.length = 0;
    const response = await chat(`${rootKey}-${disabledId}`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('该渠道已被禁用');
    expect(site.upstream.received).toEqual([]);
  });

  it('naming no channel: 400 无效的渠道 Id', async () => {
    const response = await chat(`${rootKey}-${disabledId + 1000}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('无效的渠道 Id');
  });
});
