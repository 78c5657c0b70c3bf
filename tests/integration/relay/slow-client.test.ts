import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../services/platform/logger';
import { eventually } from '../../testkit/eventually';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A client that reads a stream slowly (StreamCacheQueueLength): the relay
 * holds at most that many upstream events for it, then stops reading the
 * upstream, whose writes then wait; when the client reads again every event
 * arrives, in order, and the charge is the upstream's usage. The upstream
 * here writes a long stream as fast as its socket takes it; the client
 * pauses its socket until the relay says it paused the upstream.
 */

const QUEUE = 8;
const EVENTS = 10_000;
/** Bytes an event carries outside its content (the tracker ignores the field), so the stream outgrows the sockets' buffers. */
const PAD = 'x'.repeat(4_000);
const USAGE = { prompt_tokens: 9, completion_tokens: EVENTS, total_tokens: 9 + EVENTS };

let site: RelaySite;
let upstream: Server;
let upstreamHost = '';
/** The upstream's progress: events written, and whether it finished. */
const written = { events: 0, finished: false };
const logs: Array<{ message: string; requestId?: string; held?: number }> = [];

const chunk = (n: number) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-slow', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', pad: PAD, choices: [{ index: 0, delta: { content: `w${n} ` }, finish_reason: null }] })}\n\n`;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    void (async () => {
      for (let n = 0; n < EVENTS; n++) {
        written.events = n + 1;
        if (!res.write(chunk(n))) await once(res, 'drain');
      }
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-slow', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [], usage: USAGE })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      written.finished = true;
    })();
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamHost = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  site = await startRelaySite({
    prefix: 'sc',
    script: () => ({ status: 404, body: {} }),
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 }, CompletionRatio: { 'gpt-4o-mini': 4 } },
    channel: { name: 'unused', key: 'sk-unused', models: 'unused-model' },
    logger: createLogger('debug', (line) => logs.push(JSON.parse(line) as (typeof logs)[number])),
  });
  await site.setOption('egress.allow_list', JSON.stringify([site.upstream.host, upstreamHost]));
  await site.createChannel({ name: 'streaming', key: 'sk-upstream-slow', models: 'gpt-4o-mini', base_url: `http://${upstreamHost}` });
  await site.setOption('StreamCacheQueueLength', String(QUEUE));
}, 60_000);
afterAll(async () => {
  await site?.dispose();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()).closeAllConnections());
});

describe('a slow client', () => {
  it('pauses the upstream read at StreamCacheQueueLength events held, then gets every event in order and is charged the usage', async () => {
    const gateway = new URL(site.t.baseUrl);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({
        host: gateway.hostname,
        port: gateway.port,
        path: '/v1/chat/completions',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer sk-${site.key}` },
      });
      req.on('response', resolve).on('error', reject);
      req.end(
        JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'a long answer' }], stream: true, stream_options: { include_usage: true } }),
      );
    });
    // The client reads nothing yet.
    response.pause();
    expect(response.statusCode).toBe(200);
    const requestId = String(response.headers['x-request-id']);

    const pause = await eventually(
      () => logs.find((line) => line.requestId === requestId && line.message.includes('reading from the upstream paused')) ?? false,
      {
        what: 'the relay to pause reading the upstream',
      },
    );
    // It held exactly the queue's bound, and the upstream had not got its stream out: its writes wait on the relay.
    expect(pause.held).toBe(QUEUE);
    expect(written.finished).toBe(false);
    expect(written.events).toBeLessThan(EVENTS);

    // The client reads again: everything arrives, in order.
    response.setEncoding('utf8');
    let text = '';
    response.on('data', (piece: string) => (text += piece));
    response.resume();
    await once(response, 'end');
    const contents = [...text.matchAll(/"content":"w(\d+) "/g)].map((match) => Number(match[1]));
    expect(contents).toEqual([...Array(EVENTS).keys()]);
    expect(text).toContain(`"completion_tokens":${EVENTS}`);
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(written.finished).toBe(true);

    const events = await site.lifecycle(requestId);
    expect(events.map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    const usage = (events[1]!.data as { usage: { promptTokens: number; completionTokens: number; detail: { end: string; usageSource: string } } }).usage;
    expect(usage).toMatchObject({ promptTokens: 9, completionTokens: EVENTS, detail: { end: 'complete', usageSource: 'upstream' } });
  });
});
