import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startForwardProxy, type ForwardProxy } from '../../testkit/forward-proxy';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A channel's own proxy (`setting.proxy`, server-behaviour 3.1): the relay
 * and the channel test call that channel's upstream through it, under the
 * egress policy, which decides both the target and the proxy's own address;
 * a channel is saved only with a proxy URL that is one. The proxy here is a
 * tiny forwarding proxy that counts what it forwarded.
 */

const KEY = 'sk-upstream-proxied';
const CREDENTIALS = 'relay:pr0xy-pass';
let proxy: ForwardProxy;
let site: RelaySite;

function answer(request: ReceivedRequest): Answer {
  const streamed = (request.body as { stream?: boolean } | undefined)?.stream === true;
  return streamed ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion;
}

const allow = (entries: string[]) => site.setOption('egress.allow_list', JSON.stringify(entries));
const chat = (model: string, stream = false) => site.relay('/v1/chat/completions', { model, messages: [{ role: 'user', content: 'hi' }], stream });

beforeAll(async () => {
  proxy = await startForwardProxy();
  site = await startRelaySite({
    prefix: 'px',
    script: answer,
    // Loopback, every port: the upstream's and the proxy's (each test narrows it).
    options: { 'egress.allow_list': ['127.0.0.1'], ModelRatio: { 'gpt-4o-mini': 0.075, 'gpt-4o': 1.25 } },
    channel: { name: 'proxied', key: KEY, models: 'gpt-4o-mini', setting: JSON.stringify({ proxy: `http://${CREDENTIALS}@${proxy.host}` }) },
  });
  await site.createChannel({ name: 'direct', key: KEY, models: 'gpt-4o' });
}, 60_000);
afterAll(async () => {
  await site?.dispose();
  await proxy?.close();
});
beforeEach(async () => {
  site.upstream.received.length = 0;
  await allow([site.upstream.host, proxy.host]);
});

describe("a channel's own proxy", () => {
  it('carries the relay’s calls, plain and streamed, with its credentials going to the proxy only', async () => {
    const before = proxy.forwarded.length;
    const plain = await chat('gpt-4o-mini');
    expect(plain.status).toBe(200);
    await plain.json();
    const streamed = await chat('gpt-4o-mini', true);
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain('data: [DONE]');
    expect(proxy.forwarded.slice(before)).toEqual([`POST ${site.upstream.baseUrl}/v1/chat/completions`, `POST ${site.upstream.baseUrl}/v1/chat/completions`]);
    expect(proxy.authorizations.slice(before)).toEqual(Array(2).fill(`Basic ${Buffer.from(CREDENTIALS).toString('base64')}`));
    expect(site.upstream.received.map((request) => request.authorization)).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`]);
    const events = await site.lifecycle(streamed.headers.get('x-request-id')!);
    expect(events.map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
  });

  it('is not used by a channel without one', async () => {
    const before = proxy.forwarded.length;
    const response = await chat('gpt-4o');
    expect(response.status).toBe(200);
    await response.json();
    expect(site.upstream.received).toHaveLength(1);
    expect(proxy.forwarded.length).toBe(before);
  });

  it("is refused when the egress policy refuses the proxy's own address: nothing reaches it, nothing is charged", async () => {
    await allow([site.upstream.host]);
    const before = proxy.forwarded.length;
    const connections = proxy.connections();
    const response = await chat('gpt-4o-mini');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain("the channel's proxy is not allowed by the egress policy");
    expect(JSON.stringify(body)).not.toContain(CREDENTIALS);
    expect(proxy.forwarded.length).toBe(before);
    expect(proxy.connections()).toBe(connections);
    expect(site.upstream.received).toEqual([]);
    const events = await site.lifecycle(response.headers.get('x-request-id')!);
    expect(events.map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaReleased']);
  });

  it('does not open the way to a target the egress policy refuses', async () => {
    await allow([proxy.host]);
    const before = proxy.forwarded.length;
    const response = await chat('gpt-4o-mini');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('the upstream address is not allowed by the egress policy');
    expect(proxy.forwarded.length).toBe(before);
    expect(site.upstream.received).toEqual([]);
  });

  it('carries the channel test too', async () => {
    const listed = await site.api.call<{ items: Array<{ id: number; name: string }> }>('admin', 'GET', '/api/channel/?p=1&page_size=10');
    const id = listed.body.data!.items.find((channel) => channel.name === 'proxied')!.id;
    const before = proxy.forwarded.length;
    const tested = await site.api.call<{ success: boolean }>('admin', 'GET', `/api/channel/test/${id}`);
    expect(tested.body.data).toMatchObject({ success: true });
    expect(proxy.forwarded.slice(before)).toEqual([`POST ${site.upstream.baseUrl}/v1/chat/completions`]);
  });
});

describe('saving a channel with a proxy', () => {
  const save = (proxyValue: unknown) =>
    site.api.call('admin', 'POST', '/api/channel/', {
      type: 1,
      name: 'bad-proxy',
      key: KEY,
      group: 'default',
      models: 'gpt-4o-mini',
      base_url: site.upstream.baseUrl,
      setting: JSON.stringify({ proxy: proxyValue }),
    });

  it('refuses what is not an http(s) proxy URL, and a proxy the egress policy refuses, saying why', async () => {
    expect((await save('socks5://127.0.0.1:1080')).body).toMatchObject({
      success: false,
      message: 'setting.proxy: the proxy must be an http or https URL: scheme://[user:password@]host[:port]',
    });
    expect((await save(3128)).body).toMatchObject({ success: false, message: 'setting.proxy must be text: an http or https proxy URL' });
    const privateProxy = await save('http://user:secret@10.9.8.7:3128');
    expect(privateProxy.body).toMatchObject({ success: false, message: 'setting.proxy: outbound request refused: 10.9.8.7 is a private address' });
    expect(JSON.stringify(privateProxy.body)).not.toContain('secret');
  });

  it('accepts an allowed proxy, and no proxy at all', async () => {
    expect((await save(`http://${proxy.host}`)).body).toMatchObject({ success: true });
    expect((await save('')).body).toMatchObject({ success: true });
  });
});
