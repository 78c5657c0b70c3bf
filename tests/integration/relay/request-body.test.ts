import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../services/platform/logger';
import { OPENAI } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';
import { walletStreamId } from '../../../schema/events/wallet';
import { RELAY_MAX_BODY_BYTES } from '../../../services/relay/inbound/read-body';

/*
 * The relay's request body at its edges: a client that leaves while still
 * sending it (nothing is held, no upstream is called, no error is logged;
 * before, the body's reader threw and the server logged an unhandled
 * error), and a body over the 32 MiB limit, declared or not (413 in the
 * OpenAI shape, the connection closed).
 */

let site: RelaySite;
const logs: Array<{ level: string; message: string }> = [];

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'gb',
    script: () => OPENAI.chatCompletion,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 }, CompletionRatio: { 'gpt-4o-mini': 4 } },
    channel: { name: 'primary', key: 'sk-upstream-key-1', models: 'gpt-4o-mini' },
    logger: createLogger('debug', (line) => logs.push(JSON.parse(line) as (typeof logs)[number])),
  });
}, 60_000);
afterAll(async () => site?.dispose());

/** A chat request to the gateway on a connection of its own, with the token's key (or `authorization`); its body is the caller's to write. */
function chatRequest(contentLength: number | null, authorization: string | null = `Bearer sk-${site.key}`): ClientRequest {
  const gateway = new URL(site.t.baseUrl);
  return request({
    host: gateway.hostname,
    port: gateway.port,
    path: '/v1/chat/completions',
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
      ...(contentLength === null ? {} : { 'content-length': String(contentLength) }),
    },
  });
}

/** Sends the head of a chat request declaring `declared` bytes, `sent` of them, then leaves once the gateway has them. */
async function leaveMidBody(declared: number, sent: string): Promise<void> {
  const req = chatRequest(declared);
  req.on('error', () => {});
  req.write(sent);
  await new Promise((resolve) => setTimeout(resolve, 100));
  req.destroy();
}

describe('a client gone before its body ended', () => {
  it('holds nothing, calls no upstream, logs no error, and the next request is served', async () => {
    const walletEvents = async () =>
      (
        await site.t.gateway.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY revision', [walletStreamId(site.userId)])
      ).rows.map((row) => row.type);
    const before = await walletEvents();
    site.upstream.received.length = 0;
    const partial = '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"Write a haiku';
    await leaveMidBody(partial.length + 200, partial);

    // The next request on the same key is served, so the one that left was handled before it.
    const served = await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }] });
    expect(served.status).toBe(200);
    await site.lifecycle(served.headers.get('x-request-id')!);

    expect(site.upstream.received).toHaveLength(1);
    // The served request's reserve and settle, and nothing for the one that left.
    expect((await walletEvents()).slice(before.length)).toEqual(['QuotaReserved', 'QuotaSettled']);
    expect(logs.filter((line) => line.level === 'error')).toEqual([]);
  });
});

/** Posts `size` bytes of a JSON-looking body (declared or chunked) and answers the status, the connection header and the body. */
async function postLarge(
  size: number,
  declared: boolean,
  authorization?: string | null,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  const req = chatRequest(declared ? size : null, authorization);
  const answered = new Promise<IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
  const piece = Buffer.alloc(1024 * 1024, 'a');
  // Writes until the answer comes (the gateway stops reading) or the body is all sent.
  let sent = 0;
  let gotAnswer = false;
  void answered.then(() => (gotAnswer = true)).catch(() => {});
  while (sent < size && !gotAnswer) {
    const n = Math.min(piece.length, size - sent);
    if (!req.write(piece.subarray(0, n))) await new Promise((resolve) => req.once('drain', resolve).once('close', resolve));
    sent += n;
  }
  if (!gotAnswer) req.end();
  const res = await answered;
  let body = '';
  for await (const chunk of res) body += (chunk as Buffer).toString();
  return { status: res.statusCode ?? 0, connection: res.headers.connection, body };
}

describe('a body over the limit', () => {
  it('is refused with 413 at once when its length is declared', async () => {
    site.upstream.received.length = 0;
    const answer = await postLarge(RELAY_MAX_BODY_BYTES + 1, true);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { type: expect.any(String) } });
    expect(site.upstream.received).toHaveLength(0);
  });

  it('is refused with 413 once it passes the limit when sent without a length', async () => {
    site.upstream.received.length = 0;
    const answer = await postLarge(RELAY_MAX_BODY_BYTES + 4 * 1024 * 1024, false);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(site.upstream.received).toHaveLength(0);
  });
});

describe('a request whose key is refused', () => {
  /*
   * 2.3's key checks come before 2.4's body errors: the key is checked
   * before the body is read, so nobody without a valid key makes the relay
   * read, hold or parse a body.
   */
  it('without a key: 401, its unparseable body never read', async () => {
    site.upstream.received.length = 0;
    const response = await fetch(`${site.t.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'not json',
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('未提供令牌');
    expect(site.upstream.received).toHaveLength(0);
  });

  it('with a wrong key and a body over the limit: 401 rather than 413, the connection closed', async () => {
    site.upstream.received.length = 0;
    const answer = await postLarge(RELAY_MAX_BODY_BYTES + 1, true, 'Bearer sk-not-a-real-key');
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(site.upstream.received).toHaveLength(0);
  });
});
