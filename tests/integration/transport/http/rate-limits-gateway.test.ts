import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * The per-address limits on a whole gateway (server-behaviour §10), with
 * small limits so a test reaches them. TRUST_PROXY lets each test speak from
 * its own address through X-Forwarded-For.
 */

const SMALL_LIMITS = {
  TRUST_PROXY: 'true',
  GLOBAL_API_RATE_LIMIT_ENABLE: 'true',
  GLOBAL_WEB_RATE_LIMIT_ENABLE: 'true',
  CRITICAL_RATE_LIMIT_ENABLE: 'true',
  GLOBAL_API_RATE_LIMIT: '6',
  GLOBAL_API_RATE_LIMIT_DURATION: '180',
  GLOBAL_WEB_RATE_LIMIT: '2',
  GLOBAL_WEB_RATE_LIMIT_DURATION: '180',
  CRITICAL_RATE_LIMIT: '3',
  CRITICAL_RATE_LIMIT_DURATION: '1200',
};

const from = (ip: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, 'x-forwarded-for': ip } });
const login = (ip: string): RequestInit =>
  from(ip, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'someone', password: 'a-password' }) });

async function expectTooMany(response: Response, maxWaitSeconds: number): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
  expect(await response.json()).toEqual({ success: false, message: `too many requests, try again in ${wait} seconds` });
}

describe('rate limits on a whole gateway', () => {
  let consoleDir: string;
  let t: TestGateway;
  beforeAll(async () => {
    consoleDir = await mkdtemp(path.join(tmpdir(), 'tollgate-limits-console-'));
    await mkdir(path.join(consoleDir, 'assets'));
    await writeFile(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title><script src="/assets/app.js"></script>');
    await writeFile(path.join(consoleDir, 'assets', 'app.js'), 'console.log("hi")');
    t = await startTestGateway({ ...SMALL_LIMITS, CONSOLE_DIR: consoleDir });
  });
  afterAll(async () => {
    await t?.dispose();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it('the API limit engages after N requests from one address, counts /graphql too, and leaves another address alone', async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${t.baseUrl}/api/status`, from('198.51.100.1'))).status).toBe(200);
    const graphql = await fetch(
      `${t.baseUrl}/graphql`,
      from('198.51.100.1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
    );
    expect(graphql.status).toBe(200);
    await expectTooMany(await fetch(`${t.baseUrl}/api/status`, from('198.51.100.1')), 180);
    await expectTooMany(
      await fetch(
        `${t.baseUrl}/graphql`,
        from('198.51.100.1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
      ),
      180,
    );
    // Probes are never limited; another address has its own count.
    expect((await fetch(`${t.baseUrl}/healthz`, from('198.51.100.1'))).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/status`, from('198.51.100.2'))).status).toBe(200);
  });

  it('the critical limit on sign-in engages after N attempts with a JSON 429 and Retry-After, before the API limit', async () => {
    for (let i = 0; i < 3; i++) {
      const attempt = await fetch(`${t.baseUrl}/api/user/login`, login('198.51.100.3'));
      expect(attempt.status).toBe(200);
      expect(((await attempt.json()) as { success: boolean }).success).toBe(false); // not set up yet: answered, and counted
    }
    await expectTooMany(await fetch(`${t.baseUrl}/api/user/login`, login('198.51.100.3')), 1200);
    // Setup shares the critical count; other routes from that address still answer.
    await expectTooMany(
      await fetch(`${t.baseUrl}/api/setup`, from('198.51.100.3', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })),
      1200,
    );
    expect((await fetch(`${t.baseUrl}/api/status`, from('198.51.100.3'))).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/user/login`, login('198.51.100.4'))).status).toBe(200);
  });

  it('the web limit counts console page loads, not their assets', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${t.baseUrl}${i === 0 ? '/' : '/logs'}`, from('198.51.100.5'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>console</title>');
      for (let j = 0; j < 5; j++) expect((await fetch(`${t.baseUrl}/assets/app.js`, from('198.51.100.5'))).status).toBe(200);
    }
    await expectTooMany(await fetch(`${t.baseUrl}/settings`, from('198.51.100.5')), 180);
    expect((await fetch(`${t.baseUrl}/assets/app.js`, from('198.51.100.5'))).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/`, from('198.51.100.6'))).status).toBe(200);
  });
});

describe('a limit turned off', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({ GLOBAL_API_RATE_LIMIT_ENABLE: 'false', GLOBAL_API_RATE_LIMIT: '1' });
  });
  afterAll(async () => t?.dispose());

  it('counts nothing', async () => {
    for (let i = 0; i < 4; i++) expect((await fetch(`${t.baseUrl}/api/status`)).status).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL?.trim() || null;
if (redisUrl === null) console.warn('[skipped] the API limit shared by two gateways: REDIS_URL is not set');

describe.skipIf(redisUrl === null)(`the API limit shared by two gateways through Redis${redisUrl === null ? ' (skipped: REDIS_URL is not set)' : ''}`, () => {
  const gateways: TestGateway[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      gateways.push(await startTestGateway({ REDIS_URL: redisUrl!, TRUST_PROXY: 'true', GLOBAL_API_RATE_LIMIT_ENABLE: 'true', GLOBAL_API_RATE_LIMIT: '4' }));
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.dispose();
  });

  it('counts one address across both instances', async () => {
    const [a, b] = gateways as [TestGateway, TestGateway];
    // Redis outlives the run: a fresh address keeps earlier runs' counts out of this one.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    for (const gateway of [a, b, a, b]) expect((await fetch(`${gateway.baseUrl}/api/status`, from(ip))).status).toBe(200);
    await expectTooMany(await fetch(`${a.baseUrl}/api/status`, from(ip)), 180);
    await expectTooMany(await fetch(`${b.baseUrl}/api/status`, from(ip)), 180);
  });
});
