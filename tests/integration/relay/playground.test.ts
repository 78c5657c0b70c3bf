import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { startFakeUpstream, type FakeUpstream } from '../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';

/*
 * The console's playground over HTTP (server-behaviour 13): a chat request
 * signed by the console session, charged to the signed-in user with no
 * token, in the body's group when the user may use it; refused without a
 * session, from another site, and in a group the user may not use.
 */

let t: TestGateway;
let upstream: FakeUpstream;
const api = apiClient(() => t.baseUrl);
let userId = 0;

const CHAT = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write a haiku' }] };

/** As the console sends it: its session cookie and `New-Api-User`, from this site. */
function consoleHeaders(): Record<string, string> {
  return { 'content-type': 'application/json', origin: t.baseUrl, 'sec-fetch-site': 'same-origin', ...api.headers('pg_user') };
}

async function playground(body: unknown, headers: Record<string, string> = consoleHeaders()): Promise<Response> {
  return fetch(`${t.baseUrl}/pg/chat/completions`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The wallet's events for one request id, once it has ended in a settle or a release. */
async function lifecycle(requestId: string): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  return eventually(
    async () => {
      const { rows } = await t.gateway.db.query<{ type: string; data: Record<string, unknown> }>(
        "SELECT type, data FROM events WHERE stream_id = $1 AND data->>'requestId' = $2 ORDER BY revision",
        [`wallet-${userId}`, requestId],
      );
      return rows.length >= 2 && rows;
    },
    { what: `request ${requestId} to end in a settle or a release` },
  );
}

/** How many request events the user's wallet holds (a refused call adds none). */
async function requestEvents(): Promise<number> {
  const { rows } = await t.gateway.db.query<{ n: string }>(
    "SELECT count(*) AS n FROM events WHERE stream_id = $1 AND type IN ('QuotaReserved', 'QuotaSettled', 'QuotaReleased')",
    [`wallet-${userId}`],
  );
  return Number(rows[0]!.n);
}

/** An OpenAI error body with the gateway's type, and its status. */
async function refusal(response: Response): Promise<{ status: number; error: { message: string; type: string; code: string | null } }> {
  const body = (await response.json()) as { error: { message: string; type: string; code: string | null } };
  return { status: response.status, error: body.error };
}

beforeAll(async () => {
  upstream = await startFakeUpstream((request) =>
    (request.body as { stream?: boolean } | undefined)?.stream ? { sse: 'openai/chat-stream-usage.sse' } : { fixture: 'openai/chat-completion.json' },
  );
  t = await startTestGateway();
  await api.setUpSite('pg');
  const setOption = (name: string, value: string) => t.gateway.options.set(name as never, value, { kind: 'system', reason: 'test' });
  await setOption('egress.allow_list', JSON.stringify([upstream.host]));
  await setOption('ModelRatio', JSON.stringify({ 'gpt-4o-mini': 0.075 }));
  await setOption('CompletionRatio', JSON.stringify({ 'gpt-4o-mini': 4 }));
  await api.signUp('pg_user');
  userId = api.sessions.get('pg_user')!.id;
  const funded = await api.graphql('pg_root', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 10000000, reason: "test") { quota } }', { id: userId });
  expect(funded.errors).toBeUndefined();
  // The user has no token at all: the playground needs none.
  const created = await api.call('admin', 'POST', '/api/channel/', {
    type: 1,
    key: 'sk-upstream-key-1',
    group: 'default,vip',
    models: 'gpt-4o-mini',
    base_url: upstream.baseUrl,
    name: 'primary',
  });
  expect(created.body).toMatchObject({ success: true });
  // The relay re-reads its channels when told they changed, a moment after the admin's call returns: wait until it serves.
  await eventually(
    async () => {
      const response = await playground(CHAT);
      await response.text();
      return response.status === 200;
    },
    { what: 'the relay to serve the new channel' },
  );
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});
beforeEach(() => {
  upstream.received.length = 0;
});

describe('POST /pg/chat/completions', () => {
  it('charges the signed-in user with no token: a reservation with tokenId null, then a settle', async () => {
    const response = await playground(CHAT);
    expect(response.status).toBe(200);
    // Same-origin only: no CORS headers, unlike the key-signed routes.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await response.json()) as { object: string; usage: { prompt_tokens: number } };
    expect(body.object).toBe('chat.completion');
    expect(upstream.received[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-upstream-key-1' });
    const events = await lifecycle(response.headers.get('x-request-id')!);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    expect(events[0]!.data).toMatchObject({ tokenId: null, tokenAmount: 0, modelName: 'gpt-4o-mini' });
    expect(events[0]!.data.amount).toBeGreaterThan(0);
    const settled = events[1]!.data as { actual: number; usage: { promptTokens: number; detail: { group: string } } };
    expect(settled.actual).toBeGreaterThan(0);
    expect(settled.usage.promptTokens).toBe(body.usage.prompt_tokens);
    expect(settled.usage.detail.group).toBe('default');
  });

  it('streams as /v1/chat/completions does, in the group the body names, and never sends that group upstream', async () => {
    const response = await playground({ ...CHAT, stream: true, group: 'vip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(text).toContain('data: [DONE]');
    expect(text).toMatch(/"delta":\{[^}]*"content"/);
    const sent = upstream.received[0]!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('group');
    expect(sent.stream_options).toEqual({ include_usage: true });
    const events = await lifecycle(response.headers.get('x-request-id')!);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    expect(events[0]!.data.tokenId).toBeNull();
    expect((events[1]!.data as { usage: { detail: unknown } }).usage.detail).toMatchObject({ group: 'vip', stream: true, end: 'complete' });
  });

  it('refuses a caller with no session: 401 in the OpenAI error shape, nothing reserved', async () => {
    const before = await requestEvents();
    const callers: Array<Record<string, string>> = [
      { 'content-type': 'application/json' },
      // A session without New-Api-User, as /api refuses it.
      { 'content-type': 'application/json', cookie: api.headers('pg_user').cookie! },
      // A key is not a session.
      { 'content-type': 'application/json', authorization: 'Bearer sk-whatever' },
    ];
    for (const headers of callers) {
      const { status, error } = await refusal(await playground(CHAT, headers));
      expect(status).toBe(401);
      expect(error.type).toBe('new_api_error');
      expect(error.message).toMatch(/not signed in.*\(request id: .+\)$/);
    }
    expect(upstream.received).toEqual([]);
    expect(await requestEvents()).toBe(before);
  });

  it('refuses an access token: the playground takes the console session only', async () => {
    const issued = await api.call<string>('pg_user', 'GET', '/api/user/token');
    expect(issued.body.success).toBe(true);
    const response = await playground(CHAT, { 'content-type': 'application/json', authorization: issued.body.data!, 'new-api-user': String(userId) });
    expect(response.status).toBe(401);
    expect(upstream.received).toEqual([]);
  });

  it('refuses a call from another site, even with the session cookie', async () => {
    const before = await requestEvents();
    const sites: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const site of sites) {
      const response = await playground(CHAT, { 'content-type': 'application/json', ...api.headers('pg_user'), ...site });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const { status, error } = await refusal(response);
      expect(status).toBe(403);
      expect(error).toMatchObject({ type: 'new_api_error', code: 'access_denied' });
    }
    // A preflight learns nothing either: no CORS headers on any /pg path.
    const preflight = await fetch(`${t.baseUrl}/pg/chat/completions`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'new-api-user,content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    expect(upstream.received).toEqual([]);
    expect(await requestEvents()).toBe(before);
  });

  it('refuses a group the user may not use, and one that is not a name', async () => {
    const before = await requestEvents();
    // svip has a ratio but is not among the user's usable groups (UserUsableGroups: default, vip).
    const forbidden = await refusal(await playground({ ...CHAT, group: 'svip' }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.error.message).toMatch(/^无权访问 svip 分组/);
    const malformed = await refusal(await playground({ ...CHAT, group: 7 }));
    expect(malformed.status).toBe(400);
    expect(upstream.received).toEqual([]);
    expect(await requestEvents()).toBe(before);
  });

  it('refuses an Idempotency-Key, which it could not keep without a token', async () => {
    const { status, error } = await refusal(await playground(CHAT, { ...consoleHeaders(), 'idempotency-key': 'pg-1' }));
    expect(status).toBe(400);
    expect(error.code).toBe('idempotency_key_unsupported');
    expect(upstream.received).toEqual([]);
  });

  it('answers other /pg paths and methods 404, without CORS', async () => {
    const other = await fetch(`${t.baseUrl}/pg/completions`, { method: 'POST', headers: consoleHeaders(), body: JSON.stringify(CHAT) });
    expect(other.status).toBe(404);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${t.baseUrl}/pg/chat/completions`, { headers: api.headers('pg_user') });
    expect(get.status).toBe(404);
  });
});
