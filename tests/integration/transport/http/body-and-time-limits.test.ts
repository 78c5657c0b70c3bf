import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, type HttpMount } from '../../../../services/transport/http/server';
import { MAX_BODY_BYTES } from '../../../../services/transport/http/body-limit';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/** Sends `head` (and nothing more) on a raw socket; resolves with all the server wrote once it closes the connection. */
function sendAndWaitForClose(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('one body limit for REST and /graphql', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(async () => {
    await gw?.dispose();
  });

  it('refuses a /graphql body over the limit with 413 in GraphQL shape', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_BODY_BYTES + 10) } });
    const res = await fetch(`${gw.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    const answer = (await res.json()) as { errors: { message: string }[] };
    expect(answer.errors[0]!.message).toMatch(/larger than 1 MiB/);
  });

  it('still answers a /graphql body under the limit', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_BODY_BYTES - 1000) } });
    const res = await fetch(`${gw.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a REST body over the same limit with 413', async () => {
    const res = await fetch(`${gw.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES + 10), password: 'x' }),
    });
    expect(res.status).toBe(413);
  });
});

describe('request timeouts', () => {
  /** Reads the whole body, or streams server-sent events for as long as the client stays. */
  const mount: HttpMount = {
    owns: () => true,
    serve: async (req, res) => {
      if (req.url === '/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let n = 0;
        const timer = setInterval(() => res.write(`data: ${++n}\n\n`), 20);
        res.on('close', () => clearInterval(timer));
        return;
      }
      for await (const chunk of req) void chunk;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('read it all');
    },
  };
  const http = createHttpServer({
    mounts: [mount],
    isReady: async () => true,
    logger: silentLogger,
    shutdownTimeoutMs: 100,
    requestTimeoutMs: 300,
    headersTimeoutMs: 300,
  });
  let port = 0;
  beforeAll(async () => {
    port = (await http.listen(0, '127.0.0.1')).port;
  });
  afterAll(async () => {
    await http.stop();
  });

  it('cuts off a client that declares a 5 MB body and sends 9 bytes (408)', async () => {
    const answer = await sendAndWaitForClose(
      port,
      'POST /upload HTTP/1.1\r\nhost: localhost\r\ncontent-type: text/plain\r\ncontent-length: 5000000\r\n\r\n123456789',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const answer = await sendAndWaitForClose(port, 'GET / HTTP/1.1\r\nhost: localhost\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps streaming a long answer once the request is in (the timeout bounds the request, not the response)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    // 60 events 20 ms apart outlast the 300 ms request timeout several times over.
    while (!text.includes('data: 60\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early: ${text.slice(-40)}`);
      text += Buffer.from(value).toString();
    }
    await reader.cancel();
    expect(text).toContain('data: 60\n');
  });
});
