import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRelayBody, type BodyRead } from '../../../services/relay/inbound/read-body';

/** A bare HTTP server whose handler reads each body with a 1 KiB limit and hands the result to the test. */
describe('reading a relay body', () => {
  const LIMIT = 1024;
  let server: Server;
  let port = 0;
  const reads: Array<(read: BodyRead) => void> = [];
  const nextRead = () => new Promise<BodyRead>((resolve) => reads.push(resolve));

  beforeAll(async () => {
    server = createServer((req, res) => {
      void readRelayBody(req, LIMIT).then((read) => {
        reads.shift()?.(read);
        // As the relay does: a body left unread (too large) closes the connection once answered.
        if (!read.ok) res.setHeader('connection', 'close');
        if (!res.destroyed) res.end(read.ok ? `read ${read.bytes.length}` : read.reason);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `chunks` one write at a time (chunked unless `length` is declared); answers the status line's body or the error. */
  async function send(chunks: Buffer[], { length, abortAfter }: { length?: number; abortAfter?: number } = {}): Promise<string> {
    // A connection of its own each: a refused body left unread must not swallow the next request.
    const req = request({ port, agent: false, method: 'POST', path: '/', headers: length === undefined ? {} : { 'content-length': String(length) } });
    const answered = new Promise<string>((resolve) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    });
    for (const [i, chunk] of chunks.entries()) {
      if (abortAfter !== undefined && i === abortAfter) {
        // Let the server take in what was sent before the client leaves.
        await new Promise((resolve) => setTimeout(resolve, 50));
        req.destroy();
        return answered;
      }
      req.write(chunk);
      await new Promise((resolve) => setImmediate(resolve));
    }
    req.end();
    return answered;
  }

  it('gives the whole body, in order, however many chunks it came in', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.from(`part ${String(i).padStart(2, '0')};`));
    const read = nextRead();
    expect(await send(chunks)).toBe(`read ${Buffer.concat(chunks).length}`);
    const result = await read;
    expect(result.ok && result.bytes.toString()).toBe(Buffer.concat(chunks).toString());
  });

  it('gives an empty body as no bytes', async () => {
    const read = nextRead();
    expect(await send([], { length: 0 })).toBe('read 0');
    expect(await read).toMatchObject({ ok: true, bytes: Buffer.alloc(0) });
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const read = nextRead();
    const answer = send([Buffer.alloc(10)], { length: LIMIT + 1 });
    expect(await read).toEqual({ ok: false, reason: 'too_large' });
    expect(await answer).toMatch(/^too_large$|^error /);
  });

  it('stops reading at the limit when an undeclared body grows past it, so the client can be told', async () => {
    const read = nextRead();
    const answer = send(Array.from({ length: 8 }, () => Buffer.alloc(200, 'a')));
    expect(await read).toEqual({ ok: false, reason: 'too_large' });
    expect(await answer).toBe('too_large');
  });

  it('says the client went away when it leaves before the body ends', async () => {
    const read = nextRead();
    await send([Buffer.from('{"model":'), Buffer.from('"gpt')], { abortAfter: 1 });
    expect(await read).toEqual({ ok: false, reason: 'aborted' });
  });
});
