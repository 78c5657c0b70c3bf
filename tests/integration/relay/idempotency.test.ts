import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { OPENAI, type Answer, type FakeUpstream } from '../../testkit/fake-upstream';
import type { TestGateway } from '../../testkit/gateway';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * Idempotency-Key on relay requests (RELIABILITY I5, A5): the same key and
 * body, sent many times at once and again after, reach the upstream once,
 * are charged once, and all get the first answer byte for byte; the same key
 * with another body is refused and changes nothing; a request that delivered
 * nothing gives its key back.
 */

let site: RelaySite;
let t: TestGateway;
let upstream: FakeUpstream;
let userId = 0;
const script: Answer[] = [];

const CHAT = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write a haiku' }] };

async function relay(body: unknown, idempotencyKey: string): Promise<{ status: number; text: string; requestId: string | null }> {
  const response = await site.relay('/v1/chat/completions', body, { 'idempotency-key': idempotencyKey });
  return { status: response.status, text: await response.text(), requestId: response.headers.get('x-request-id') };
}

async function walletEvents(): Promise<Array<{ type: string }>> {
  const { rows } = await t.gateway.db.query<{ type: string }>("SELECT type FROM events WHERE stream_id = $1 AND type LIKE 'Quota%' ORDER BY revision", [
    `wallet-${userId}`,
  ]);
  return rows;
}

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'idem',
    script: (request) => script.shift() ?? ((request.body as { stream?: boolean }).stream ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion),
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 } },
    channel: { name: 'up', key: 'sk-up', models: 'gpt-4o-mini' },
  });
  ({ t, upstream, userId } = site);
}, 60_000);
afterAll(async () => site?.dispose());
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
