import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundHttp, type Resolve } from '../../../../services/platform/adapters/undici';
import { egressPolicy, egressRefusalReason, type EgressPolicy } from '../../../../services/platform/egress/policy';
import { type AppError, isAppError } from '../../../../services/platform/errors';
import type { OutboundHttp } from '../../../../services/platform/ports/outbound-http';
import { startForwardProxy, type ForwardProxy } from '../../../testkit/forward-proxy';
import { startHttpsReceiver, type HttpsReceiver } from '../../../testkit/https-receiver';

/*
 * Outbound calls through a channel's own proxy (the `proxy` of a request):
 * the real undici adapter, a tiny forward/CONNECT proxy that counts what it
 * forwards, and a target on another loopback port. The egress policy still
 * decides the target, and checks the proxy's own address too.
 */

let target: Server;
let targetHost = '';
let proxy: ForwardProxy;
let https: HttpsReceiver;
let policy: EgressPolicy;
let http: OutboundHttp;

/** Names standing in for DNS: the proxy's and the target's, on loopback. */
const resolve: Resolve = async (name) => {
  if (name === 'proxy.test' || name === 'target.test') return [{ address: '127.0.0.1' }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

async function refusal(url: string, proxyUrl: string): Promise<AppError> {
  try {
    const response = await http.fetch(url, { proxy: proxyUrl });
    await response.dump();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error(`${url} through ${proxyUrl} was not refused`);
}

beforeAll(async () => {
  target = createServer((req, res) => res.end(`target ${req.method} ${req.url}`));
  target.listen(0, '127.0.0.1');
  await once(target, 'listening');
  targetHost = `127.0.0.1:${(target.address() as AddressInfo).port}`;
  proxy = await startForwardProxy();
  https = await startHttpsReceiver();
  http = createOutboundHttp({ policy: () => policy, resolve, connectTimeoutMs: 2_000, keepAliveTimeoutMs: 60_000, extraTrustedCa: https.certificate });
});
afterAll(async () => {
  await http?.close();
  await proxy?.close();
  await https?.close();
  await new Promise<void>((resolve) => target?.close(() => resolve()).closeAllConnections());
});
beforeEach(() => {
  policy = egressPolicy([targetHost, proxy.host, `127.0.0.1:${https.port}`]);
});

describe('a call through a proxy', () => {
  it('forwards a plain http call through the proxy, with the proxy credentials of the URL going to the proxy only', async () => {
    const before = proxy.forwarded.length;
    const response = await http.fetch(`http://${targetHost}/v1/models`, { proxy: `http://user:s3cret@${proxy.host}` });
    expect(await response.text()).toBe('target GET /v1/models');
    expect(proxy.forwarded.slice(before)).toEqual([`GET http://${targetHost}/v1/models`]);
    expect(proxy.authorizations.at(-1)).toBe(`Basic ${Buffer.from('user:s3cret').toString('base64')}`);
  });

  it('sends successive calls, plain and with a body, through the same proxy', async () => {
    const proxyUrl = `http://${proxy.host}`;
    const before = proxy.forwarded.length;
    for (const path of ['/first', '/second']) expect(await (await http.fetch(`http://${targetHost}${path}`, { proxy: proxyUrl })).text()).toContain(path);
    const posted = await http.fetch(`http://${targetHost}/third`, { method: 'POST', body: '{}', proxy: proxyUrl });
    expect(await posted.text()).toBe('target POST /third');
    expect(proxy.forwarded.slice(before)).toEqual([`GET http://${targetHost}/first`, `GET http://${targetHost}/second`, `POST http://${targetHost}/third`]);
  });

  it('tunnels an https call with CONNECT', async () => {
    const before = https.received.length;
    const response = await http.fetch(`${https.origin}/hook`, { method: 'POST', body: '{"a":1}', proxy: `http://${proxy.host}` });
    await response.dump();
    expect(proxy.tunnels.at(-1)).toBe(`127.0.0.1:${https.port}`);
    expect(https.received.slice(before).map((received) => `${received.method} ${received.path} ${received.body}`)).toEqual(['POST /hook {"a":1}']);
  });

  it('refuses a proxy whose own address the policy refuses, by address or by name, without touching it', async () => {
    policy = egressPolicy([targetHost]);
    const connections = proxy.connections();
    const forwarded = proxy.forwarded.length;
    const byAddress = await refusal(`http://${targetHost}/x`, `http://${proxy.host}`);
    expect(byAddress.message).toMatch(/^the channel's proxy: outbound request refused: 127\.0\.0\.1 is /);
    expect(byAddress.details).toMatchObject({ proxy: true });
    expect(egressRefusalReason(byAddress)).toBe('loopback');
    const byName = await refusal(`http://${targetHost}/x`, `http://proxy.test:${proxy.host.split(':')[1]}`);
    expect(byName.message).toMatch(/^the channel's proxy: outbound request refused: proxy\.test resolves to /);
    expect(proxy.connections()).toBe(connections);
    expect(proxy.forwarded.length).toBe(forwarded);
  });

  it('refuses a target the policy refuses before the proxy is asked, an address or a name resolving to one', async () => {
    policy = egressPolicy([proxy.host]);
    const forwarded = proxy.forwarded.length;
    const byAddress = await refusal(`http://${targetHost}/x`, `http://${proxy.host}`);
    expect(byAddress.message).toMatch(/^outbound request refused: 127\.0\.0\.1 is /);
    expect(byAddress.details?.['proxy']).toBeUndefined();
    const byName = await refusal(`http://target.test:${targetHost.split(':')[1]}/x`, `http://${proxy.host}`);
    expect(egressRefusalReason(byName)).toBe('loopback');
    expect(proxy.forwarded.length).toBe(forwarded);
    expect(await refusal('http://169.254.169.254/latest/meta-data/', `http://${proxy.host}`)).toMatchObject({ details: { egress: 'metadata' } });
  });

  it('refuses a proxy URL that is no http(s) proxy, never echoing its credentials', async () => {
    for (const bad of ['socks5://127.0.0.1:1080', 'http://user:pw@127.0.0.1:3128/path', 'not a url']) {
      const error = await refusal(`http://${targetHost}/x`, bad);
      expect(error).toMatchObject({ kind: 'invalid', details: { proxy: true } });
      expect(error.message).not.toContain('pw');
    }
  });
});
