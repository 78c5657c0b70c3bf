import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { OPENAI, startFakeUpstream, type Answer, type FakeUpstream } from '../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';

/*
 * Idempotency-Key on relay requests (RELIABILITY I5, A5): the same key and
 * body, sent many times at once and again after, reach the upstream once,
 * are charged once, and all get the first answer byte for byte; the same key
 * with another body is refused and changes nothing; a request that delivered
 * nothing gives its key back.
 */

let t: TestGateway;
let upstream: FakeUpstream;
const script: Answer[] = [];
const api = apiClient(() => t.baseUrl);
let key = '';
let userId = 0;

const CHAT = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write a haiku' }] };

async function relay(body: unknown, idempotencyKey: string): Promise<{ status: number; text: string; requestId: string | null }> {
  const response = await fetch(`${t.baseUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), requestId: response.headers.get('x-request-id') };
}

async function walletEvents(): Promise<Array<{ type: string }>> {
  const { rows } = await t.gateway.db.query<{ type: string }>("SELECT type FROM events WHERE stream_id = $1 AND type LIKE 'Quota%' ORDER BY revision", [
    `wallet-${userId}`,
  ]);
  return rows;
}

beforeAll(async () => {
  upstream = await startFakeUpstream(
    (request) => script.shift() ?? ((request.body as { stream?: boolean }).stream ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion),
  );
  t = await startTestGateway();
  await api.setUpSite('idem');
  const set = (name: string, value: string) => t.gateway.options.set(name as never, value, { kind: 'system', reason: 'test' });
  await set('egress.allow_list', JSON.stringify([upstream.host]));
  await set('ModelRatio', JSON.stringify({ 'gpt-4o-mini': 0.075 }));
  await api.call('admin', 'POST', '/api/channel/', { type: 1, key: 'sk-up', group: 'default', models: 'gpt-4o-mini', base_url: upstream.baseUrl, name: 'up' });
  await api.signUp('idem_user');
  userId = api.sessions.get('idem_user')!.id;
  await api.graphql('idem_root', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 10000000, reason: "test") { quota } }', { id: userId });
  await api.call('idem_user', 'POST', '/api/token/', { name: 'idem', remain_quota: 5_000_000, expired_time: -1 });
  const listed = await api.call<{ items: Array<{ key: string }> }>('idem_user', 'GET', '/api/token/?p=1&size=10');
  key = listed.body.data!.items[0]!.key.replace(/^sk-/, '');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});
beforeEach(() => {
  script.length = 0;
  upstream.received.length = 0;
});

describe('Idempotency-Key', () => {
  it('A5: 50 at once and 10 after reach the upstream once, are charged once, and all get the first answer byte for byte', async () => {
    const before = (await walletEvents()).length;
    // The first answer is slow, so the other 49 arrive while it runs.
    script.push({ ...OPENAI.chatCompletion, delayMs: 300 });
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => relay(CHAT, 'a5-key')));
    const after = await Promise.all(Array.from({ length: 10 }, () => relay(CHAT, 'a5-key')));
    const answers = [...concurrent, ...after];
    expect(upstream.received).toHaveLength(1);
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    // One request id for all: the first request's.
    expect(new Set(answers.map((a) => a.requestId)).size).toBe(1);
    await eventually(async () => (await walletEvents()).length === before + 2);
    expect((await walletEvents()).slice(before).map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    console.log(`A5 idempotency: upstream calls ${upstream.received.length}; wallet debits 1; replays byte-identical 59 of 59`);
  });

  it('refuses the same key with another body (422), with no side effect', async () => {
    const first = (await walletEvents()).length;
    await relay(CHAT, 'a5-reused');
    await eventually(async () => (await walletEvents()).length === first + 2);
    const before = (await walletEvents()).length;
    upstream.received.length = 0;
    const other = await relay({ ...CHAT, messages: [{ role: 'user', content: 'Something else' }] }, 'a5-reused');
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text)).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect(upstream.received).toEqual([]);
    expect((await walletEvents()).length).toBe(before);
  });

  it('replays a stream byte for byte', async () => {
    const first = await relay({ ...CHAT, stream: true }, 'a5-stream');
    const again = await relay({ ...CHAT, stream: true }, 'a5-stream');
    expect(first.text).toContain('data: [DONE]');
    expect(again).toEqual(first);
    expect(upstream.received).toHaveLength(1);
  });

  it('gives the key back when the request delivered nothing, so a retry with it runs', async () => {
    script.push({ status: 500, fixture: 'openai/server-error.json' });
    const failed = await relay(CHAT, 'a5-retry');
    expect(failed.status).toBe(500);
    const retried = await relay(CHAT, 'a5-retry');
    expect(retried.status).toBe(200);
    expect(upstream.received).toHaveLength(2);
  });

  it('refuses a malformed key', async () => {
    const answer = await relay(CHAT, 'x'.repeat(256));
    expect(answer.status).toBe(400);
    expect(upstream.received).toEqual([]);
  });
});
