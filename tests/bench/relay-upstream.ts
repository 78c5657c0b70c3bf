/**
 * The relay bench's fake OpenAI upstream (a child process of its own, see
 * relay.ts): a bare node:http server answering `POST /v1/chat/completions`
 * with the recorded chat completion (tests/testkit/fixtures/providers/openai/
 * chat-completion.json) or, for `stream: true`, the recorded stream with
 * usage (chat-stream-usage.sse), `{{model}}` filled with the requested model.
 * Answers are rendered once per model and kept, so the fake costs a body
 * read, one JSON.parse and the writes. A stream goes out one write per
 * event, as a provider sends them: the first event, then the rest 2 ms
 * later, so the first chunk reaches the client on its own and "time to first
 * chunk" means something.
 * `GET /stats` answers how many chat requests it served, so the bench can
 * tell a retry from a request.
 *
 * Prints `upstream listening on http://127.0.0.1:<port>` once it listens.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, '../testkit/fixtures/providers/openai');
const completion = readFileSync(path.join(FIXTURES, 'chat-completion.json'), 'utf8');
const stream = readFileSync(path.join(FIXTURES, 'chat-stream-usage.sse'), 'utf8');

interface Rendered {
  readonly plain: Buffer;
  readonly events: readonly Buffer[];
}
const rendered = new Map<string, Rendered>();
function renderedFor(model: string): Rendered {
  let found = rendered.get(model);
  if (found === undefined) {
    // JSON.stringify(model).slice(1, -1): the model as it may appear inside a JSON string.
    const fill = (text: string) => text.replaceAll('{{model}}', JSON.stringify(model).slice(1, -1));
    found = {
      plain: Buffer.from(JSON.stringify(JSON.parse(fill(completion)))),
      events: fill(stream)
        .split(/\n\n/)
        .filter((event) => event.trim() !== '')
        .map((event) => Buffer.from(`${event}\n\n`)),
    };
    rendered.set(model, found);
  }
  return found;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Between a stream's first event and the rest (relay.ts says so in the report). */
const FIRST_EVENT_GAP_MS = 2;

let served = 0;
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ served }));
    return;
  }
  void (async () => {
    const text = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not here","type":"invalid_request_error"}}');
      return;
    }
    const body = JSON.parse(text) as { model?: unknown; stream?: unknown };
    const answer = renderedFor(typeof body.model === 'string' ? body.model : '');
    served++;
    if (body.stream === true) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(answer.events[0]);
      setTimeout(() => {
        for (const event of answer.events.slice(1)) res.write(event);
        res.end();
      }, FIRST_EVENT_GAP_MS);
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.plain.length });
      res.end(answer.plain);
    }
  })().catch((error: unknown) => {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `the bench upstream failed: ${String(error)}`, type: 'server_error' } }));
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`upstream listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
