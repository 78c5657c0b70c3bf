import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundHttp, type Resolve } from '../../../../services/platform/adapters/undici';
import { egressPolicy, egressRefusalReason, type EgressPolicy } from '../../../../services/platform/egress/policy';
import { isAppError } from '../../../../services/platform/errors';
import type { OutboundHttp } from '../../../../services/platform/ports/outbound-http';
import { a20UrlVectors } from '../../../unit/platform/egress/a20-vectors';

/**
 * RELIABILITY A20 through the real adapter: a "private" listener on
 * 127.0.0.1 (and ::1 where the host has it) counts every connection it
 * receives; every refused vector must leave it at 0. An allow-listed
 * listener on another loopback port plays a local model server, answering
 * redirects that point at the private one.
 */

interface Listener {
  server: Server;
  port: number;
  connections: number;
}

async function listen(host: string, port = 0, handler: Parameters<typeof createServer>[1] = (_req, res) => res.end('private')): Promise<Listener> {
  const server = createServer(handler);
  const listener: Listener = { server, port: 0, connections: 0 };
  server.on('connection', () => listener.connections++);
  server.listen(port, host);
  await once(server, 'listening');
  listener.port = (server.address() as AddressInfo).port;
  return listener;
}

const close = (listener: Listener | undefined) =>
  listener ? new Promise<void>((resolve) => listener.server.close(() => resolve()).closeAllConnections()) : Promise.resolve();

let privateV4: Listener;
let privateV6: Listener | undefined;
let allowed: Listener;
let rebindAllowed: Listener | undefined;
let policy: EgressPolicy;
let lookups: string[] = [];
let rebindCalls = 0;
let http: OutboundHttp;

const privateConnections = () => privateV4.connections + (privateV6?.connections ?? 0);

/** A resolver standing in for DNS: names that look public but answer private addresses. */
const resolve: Resolve = async (name) => {
  lookups.push(name);
  const answers: Record<string, string[]> = {
    'internal.test': ['127.0.0.1'],
    'api.openai.com.evil.test': ['10.0.0.1'],
    'metadata.evil.test': ['169.254.169.254'],
    'mapped.evil.test': ['::ffff:127.0.0.1'],
    'v6.evil.test': ['::1'],
    'mixed.evil.test': ['93.184.216.34', '127.0.0.1'],
    'nat64.evil.test': ['64:ff9b::7f00:1'],
    'ollama.test': ['127.0.0.1'],
  };
  if (name === 'rebind.test') return [{ address: rebindCalls++ === 0 ? '127.0.0.2' : '127.0.0.1' }];
  const found = answers[name];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address }));
};

async function refusedAs(url: string, init: Parameters<OutboundHttp['fetch']>[1] = {}): Promise<string | null> {
  try {
    const response = await http.fetch(url, init);
    await response.dump();
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    expect(error.message).not.toContain('sk-secret');
    return egressRefusalReason(error) ?? `${error.kind}: ${error.message}`;
  }
}

beforeAll(async () => {
  privateV4 = await listen('127.0.0.1');
  privateV6 = await listen('::1', privateV4.port).catch(() => undefined);
  allowed = await listen('127.0.0.1', 0, (req, res) => {
    const to: Record<string, string> = {
      '/to-private': `http://127.0.0.1:${privateV4.port}/`,
      '/to-private-name': `http://internal.test:${privateV4.port}/`,
      '/to-mapped': `http://[::ffff:127.0.0.1]:${privateV4.port}/`,
      '/to-decimal': `http://2130706433:${privateV4.port}/`,
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/to-localhost': `http://localhost:${privateV4.port}/`,
      '/to-self': '/ok',
    };
    const location = to[req.url ?? ''];
    if (location) {
      res.writeHead(req.url === '/to-self' ? 302 : 307, { location }).end();
      return;
    }
    res.end(`ok ${req.method} ${req.url}`);
  });
  // Same port as the private listener, on 127.0.0.2: a rebinding attack that resolves twice would land on 127.0.0.1.
  rebindAllowed = await listen('127.0.0.2', privateV4.port, (_req, res) => res.end('pinned')).catch(() => undefined);
  policy = egressPolicy([`127.0.0.1:${allowed.port}`, '127.0.0.2', `ollama.test:${allowed.port}`]);
  http = createOutboundHttp({ policy: () => policy, resolve, connectTimeoutMs: 2_000 });
});

afterAll(async () => {
  await http?.close();
  await Promise.all([close(privateV4), close(privateV6), close(allowed), close(rebindAllowed)]);
});

describe('outbound HTTP under the egress policy (RELIABILITY A20)', () => {
  let vectors = 0;
  let blocked = 0;
  const count = (reason: string | null) => {
    vectors++;
    if (reason !== null && !reason.startsWith('unavailable')) blocked++;
    return reason;
  };

  it('refuses every A20 URL vector, and the private listener sees no connection', async () => {
    for (const [url, reason] of a20UrlVectors(privateV4.port)) {
      expect(count(await refusedAs(url)), url).toBe(reason);
    }
    expect(privateConnections()).toBe(0);
  });

  it.each([
    ['internal.test', 'loopback'],
    ['api.openai.com.evil.test', 'private'],
    ['metadata.evil.test', 'metadata'],
    ['mapped.evil.test', 'loopback'],
    ['v6.evil.test', 'loopback'],
    ['mixed.evil.test', 'loopback'],
    ['nat64.evil.test', 'loopback'],
  ])('refuses %s, a name that resolves to a %s address, at connect time', async (name, reason) => {
    lookups = [];
    expect(count(await refusedAs(`http://${name}:${privateV4.port}/v1/chat/completions?key=sk-secret`, { method: 'POST', body: '{}' }))).toBe(reason);
    expect(lookups).toEqual([name]);
    expect(privateConnections()).toBe(0);
  });

  it.each([
    ['/to-private', 'loopback'],
    ['/to-private-name', 'loopback'],
    ['/to-mapped', 'loopback'],
    ['/to-decimal', 'loopback'],
    ['/to-metadata', 'metadata'],
    ['/to-localhost', 'loopback'],
  ])('refuses a redirect from the allow-listed server (%s) to a %s target', async (path, reason) => {
    const before = allowed.connections + privateConnections();
    expect(count(await refusedAs(`http://127.0.0.1:${allowed.port}${path}`, { maxRedirects: 5, method: 'POST', body: '{"a":1}' }))).toBe(reason);
    expect(privateConnections()).toBe(0);
    expect(allowed.connections + privateConnections()).toBeGreaterThanOrEqual(before);
  });

  it('does not follow redirects unless asked: the 3xx comes back as it is', async () => {
    const response = await http.fetch(`http://127.0.0.1:${allowed.port}/to-private`);
    expect(response.status).toBe(307);
    expect(response.headers['location']).toBe(`http://127.0.0.1:${privateV4.port}/`);
    await response.dump();
    expect(privateConnections()).toBe(0);
  });

  it('pins the checked address: a name re-resolved to a private address (rebinding) is never dialled', async () => {
    if (!rebindAllowed) return; // 127.0.0.2 not bindable here
    rebindCalls = 0;
    const response = await http.fetch(`http://rebind.test:${privateV4.port}/`);
    expect(await response.text()).toBe('pinned');
    expect(rebindCalls).toBe(1);
    expect(privateConnections()).toBe(0);
  });

  it('reaches an allow-listed private target, by address and by name, and follows an allowed redirect', async () => {
    const direct = await http.fetch(`http://127.0.0.1:${allowed.port}/ok`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(direct.status).toBe(200);
    expect(await direct.text()).toBe('ok POST /ok');
    const byName = await http.fetch(`http://ollama.test:${allowed.port}/v1/models`);
    expect(await byName.text()).toBe('ok GET /v1/models');
    const redirected = await http.fetch(`http://127.0.0.1:${allowed.port}/to-self`, { maxRedirects: 1 });
    expect(redirected.url).toBe(`http://127.0.0.1:${allowed.port}/ok`);
    expect(await redirected.text()).toBe('ok GET /ok');
    const chunks: Uint8Array[] = [];
    for await (const chunk of (await http.fetch(`http://127.0.0.1:${allowed.port}/stream`)).body) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('ok GET /stream');
    expect(privateConnections()).toBe(0);
  });

  it('applies an allow-list change to the next request', async () => {
    const saved = policy;
    policy = egressPolicy([]);
    try {
      expect(count(await refusedAs(`http://127.0.0.1:${allowed.port}/ok`))).toBe('loopback');
    } finally {
      policy = saved;
    }
  });

  it('reports an unreachable target as unavailable, not as a refusal', async () => {
    const closed = await listen('127.0.0.1');
    await close(closed);
    policy = egressPolicy([...policy.allow.map((entry) => entry.text), `127.0.0.1:${closed.port}`]);
    await expect(http.fetch(`http://127.0.0.1:${closed.port}/`)).rejects.toMatchObject({ kind: 'unavailable', details: { code: 'ECONNREFUSED' } });
  });

  afterAll(() => {
    expect(blocked).toBe(vectors);
    console.log(`A20 SSRF: ${vectors} vectors, blocked ${blocked}, connections seen by the private listener ${privateConnections()}`);
  });
});
