/**
 * The relay bench's floor (a child process, see relay.ts): the thinnest
 * pass-through a relay could be. It reads the client's body, sends it with
 * undici (a keep-alive Agent, as the gateway's outbound HTTP uses) to the
 * same fake upstream, and streams the answer back chunk by chunk with its
 * status and content type. No key, no JSON, no wallet, no choice of channel:
 * what is left is two HTTP hops, which any relay pays, so the gateway's
 * figures minus these are what the gateway adds.
 *
 *   FLOOR_UPSTREAM=http://127.0.0.1:<port> node --import tsx tests/bench/relay-floor.ts
 *
 * Prints `floor listening on http://127.0.0.1:<port>` once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';

const origin = process.env.FLOOR_UPSTREAM;
if (!origin) throw new Error('FLOOR_UPSTREAM is not set');
const agent = new Agent({ keepAliveTimeout: 4_000 });

const server = createServer((req, res) => {
  void (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const sent = performance.now();
    const upstream = await agent.request({
      origin,
      path: req.url ?? '/',
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-floor' },
      body: Buffer.concat(chunks),
    });
    const type = upstream.headers['content-type'];
    // The same part the gateway's Server-Timing names `upstream`: from sending to the upstream's headers.
    res.writeHead(upstream.statusCode, {
      'content-type': typeof type === 'string' ? type : 'application/json',
      'server-timing': `upstream;dur=${(performance.now() - sent).toFixed(2)}`,
    });
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  })().catch((error: unknown) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `the floor failed: ${String(error)}` } }));
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`floor listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
