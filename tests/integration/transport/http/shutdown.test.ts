import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRestRouter } from '../../../../services/transport/rest/router';
import type { App } from '../../../../services/platform/app';
import { createHttpServer, type HttpMount } from '../../../../services/transport/http/server';
import { restMount } from '../../../../services/transport/rest/rest-mount';
import { ANONYMOUS } from '../../../../services/platform/actor';
import { silentLogger } from '../../../../services/platform/logger';

function serverWithSlowRoute(delayMs: number, shutdownTimeoutMs: number) {
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => (release = resolve));
  const rest = createRestRouter(
    [
      {
        method: 'GET',
        path: '/api/slow',
        access: 'public',
        handler: async () => {
          release();
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          return 'finished';
        },
      },
    ],
    { app: {} as App, authenticate: async () => ANONYMOUS, logger: silentLogger },
  );
  return { http: createHttpServer({ mounts: [restMount(rest)], isReady: async () => true, logger: silentLogger, shutdownTimeoutMs }), started };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A route that answers at once, then works on for `workMs` (as the relay ends a reservation after its answer). */
function serverWorkingAfterTheAnswer(workMs: number, shutdownTimeoutMs: number) {
  const work = { answered: false, done: false };
  const mount: HttpMount = {
    owns: (pathname) => pathname === '/after',
    serve: async (_req, res) => {
      res.end('answered');
      work.answered = true;
      await new Promise((resolve) => setTimeout(resolve, workMs));
      work.done = true;
    },
  };
  return { http: createHttpServer({ mounts: [mount], isReady: async () => true, logger: silentLogger, shutdownTimeoutMs }), work };
}

describe('graceful shutdown', () => {
  it('waits for a handler still working after its answer was sent', async () => {
    const { http, work } = serverWorkingAfterTheAnswer(300, 5000);
    const { port } = await http.listen(0, '127.0.0.1');
    expect(await get(port, '/after')).toEqual({ status: 200, body: 'answered' });
    expect(work).toEqual({ answered: true, done: false });
    await http.stop();
    expect(work.done).toBe(true);
  });

  it('stops waiting for such a handler at the deadline', async () => {
    const { http, work } = serverWorkingAfterTheAnswer(60_000, 200);
    const { port } = await http.listen(0, '127.0.0.1');
    expect(await get(port, '/after')).toEqual({ status: 200, body: 'answered' });
    const begun = Date.now();
    await http.stop();
    expect(Date.now() - begun).toBeLessThan(2000);
    expect(work.done).toBe(false);
  });

  it('lets an in-flight request finish, and refuses new connections meanwhile', async () => {
    const { http, started } = serverWithSlowRoute(400, 5000);
    const { port } = await http.listen(0, '127.0.0.1');
    const inFlight = get(port, '/api/slow');
    await started;
    const stopped = http.stop();
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ success: true, message: '', data: 'finished' }) });
    await stopped;
  });

  it('closes requests still running at the deadline', async () => {
    const { http, started } = serverWithSlowRoute(60_000, 200);
    const { port } = await http.listen(0, '127.0.0.1');
    const inFlight = get(port, '/api/slow');
    await started;
    const begun = Date.now();
    await http.stop();
    expect(Date.now() - begun).toBeLessThan(2000);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
