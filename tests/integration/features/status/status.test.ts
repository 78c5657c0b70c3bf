import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '../../../../services/transport/http/request-id';
import { eventually } from '../../../testkit/eventually';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, graphql } from '../../../testkit/graphql';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';
import { TEST_ADMIN } from '../../../testkit/actors';

/** Spec 01 §3 (status object) and spec 03 §3.4 (status flags). */
const SPEC_STATUS_FIELDS = [
  'system_name',
  'logo',
  'footer_html',
  'quota_per_unit',
  'display_in_currency',
  'enable_drawing',
  'enable_task',
  'enable_data_export',
  'chats',
  'data_export_default_time',
  'default_collapse_sidebar',
  'mj_notify_enabled',
  'docs_link',
  'github_client_id',
  'oidc_authorization_endpoint',
  'oidc_client_id',
  'linuxdo_client_id',
  'telegram_bot_name',
  'wechat_qrcode',
  'turnstile_check',
  'turnstile_site_key',
  'email_verification',
  'version',
  'start_time',
  'setup',
  'self_use_mode_enabled',
  'demo_site_enabled',
  'server_address',
  'top_up_link',
  'min_topup',
  'enable_online_topup',
];

const STATUS_QUERY = '{ status { systemName logo version startTime setup quotaPerUnit displayInCurrency chats { name url } } }';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => t?.dispose());

describe('GET /api/status', () => {
  it('answers every spec field in the legacy envelope, with a request id', async () => {
    const response = await fetch(`${t.baseUrl}/api/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get(REQUEST_ID_HEADER)).toMatch(/^\d{23}[A-Za-z0-9]{8}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { success: boolean; message: string; data: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.message).toBe('');
    expect(SPEC_STATUS_FIELDS.filter((field) => !(field in body.data))).toEqual([]);
    expect(body.data).toMatchObject({
      system_name: 'Tollgate',
      logo: '/logo.png',
      quota_per_unit: 500000,
      version: t.gateway.version,
      setup: false,
      chats: [],
      min_topup: 1,
      enable_online_topup: false,
      data_export_default_time: 'hour',
    });
    const startTime = body.data.start_time as number;
    expect(Math.abs(startTime - Date.now() / 1000)).toBeLessThan(120);
  });

  it('gives each response its own request id', async () => {
    const [a, b] = await Promise.all([fetch(`${t.baseUrl}/api/status`), fetch(`${t.baseUrl}/api/status`)]);
    expect(a.headers.get(REQUEST_ID_HEADER)).not.toBe(b.headers.get(REQUEST_ID_HEADER));
  });

  it('reflects option changes and reports setup once it is done', async () => {
    await t.gateway.options.set('SystemName', 'Status Test', TEST_ADMIN);
    await t.gateway.options.set('Chats', JSON.stringify([{ NextChat: 'https://chat.example/#/?key={key}' }]), TEST_ADMIN);
    const body = (await (await fetch(`${t.baseUrl}/api/status`)).json()) as { data: Record<string, unknown> };
    expect(body.data.system_name).toBe('Status Test');
    expect(body.data.chats).toEqual([{ NextChat: 'https://chat.example/#/?key={key}' }]);
  });

  it('reports setup within a second of another instance finishing it', async () => {
    const setupOf = async () => ((await (await fetch(`${t.baseUrl}/api/status`)).json()) as { data: { setup: boolean } }).data.setup;
    expect(await setupOf()).toBe(false);
    await t.gateway.db.query('INSERT INTO setup_state (id, completed_at) VALUES (1, now())');
    await eventually(async () => expect(await setupOf()).toBe(true), { what: 'the status to report setup', timeoutMs: 3000, everyMs: 100 });
  });
});

describe('GraphQL status', () => {
  it('returns the same status as REST', async () => {
    const rest = (await (await fetch(`${t.baseUrl}/api/status`)).json()) as { data: Record<string, unknown> };
    const answer = await graphql<{ status: Record<string, unknown> }>(t.baseUrl, STATUS_QUERY);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const status = answer.data!.status;
    expect(status).toMatchObject({
      systemName: rest.data.system_name,
      logo: rest.data.logo,
      version: rest.data.version,
      startTime: rest.data.start_time,
      setup: rest.data.setup,
      quotaPerUnit: rest.data.quota_per_unit,
      displayInCurrency: rest.data.display_in_currency,
    });
    const chats = rest.data.chats as Array<Record<string, string>>;
    expect(status.chats).toEqual(chats.flatMap((c) => Object.entries(c).map(([name, url]) => ({ name, url }))));
  });

  it('answers a field that does not exist with a validation error, not a 500', async () => {
    const answer = await graphql(t.baseUrl, '{ nope }');
    expect(answer.status).toBeLessThan(500);
    expectErrorCode(answer, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('pushes statusChanged over graphql-ws when an option changes', async () => {
    const client = wsClient(t.baseUrl);
    try {
      const sub = await subscribe<{ statusChanged: { systemName: string; logo: string } }>(client, 'subscription { statusChanged { systemName logo } }');
      const first = await sub.nextAfter(() => t.gateway.options.set('SystemName', `Live Gateway ${Math.random()}`, TEST_ADMIN));
      expect(first.statusChanged.systemName).toMatch(/^Live Gateway /);
      await t.gateway.options.set('SystemName', 'Live Gateway', TEST_ADMIN);
      while ((await sub.next()).statusChanged.systemName !== 'Live Gateway');
      await t.gateway.options.set('Logo', '/brand.svg', TEST_ADMIN);
      expect(await sub.next()).toEqual({ statusChanged: { systemName: 'Live Gateway', logo: '/brand.svg' } });
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it('streams statusChanged over server-sent events too', async () => {
    const abort = new AbortController();
    const response = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('subscription { statusChanged { systemName } }')}`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The first chunk arrives once the subscription is live (a keep-alive comment or the first event).
    text += decoder.decode((await reader.read()).value);
    await t.gateway.options.set('SystemName', 'SSE Gateway', TEST_ADMIN);
    while (!text.includes('SSE Gateway')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    abort.abort();
    expect(text).toContain('event: next');
    expect(text).toContain('"systemName":"SSE Gateway"');
  });
});

describe('routing', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await fetch(`${t.baseUrl}/api/no/such/thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'no route for GET /api/no/such/thing' });
  });

  it('answers unknown relay paths in the OpenAI error shape', async () => {
    // (/v1/chat/completions answered this way until the relay served it.)
    const response = await fetch(`${t.baseUrl}/v1/no/such/thing`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'Invalid URL (POST /v1/no/such/thing)', type: 'invalid_request_error', param: null, code: null },
    });
  });

  it('serves liveness and readiness', async () => {
    expect(await (await fetch(`${t.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves a page saying how to build the console when there is no build', async () => {
    const response = await fetch(`${t.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });
});
