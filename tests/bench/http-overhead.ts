/**
 * http-overhead: GET /api/status through the whole gateway (routing, request
 * id, envelope, option reads) against a bare node:http server answering the
 * same bytes, in the same run, over keep-alive connections. The ratio is the
 * figure; absolute numbers depend on the machine.
 */
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway } from '../../services/gateway/start-gateway';
import { loadConfig } from '../../services/platform/config/config';
import { silentLogger } from '../../services/platform/logger';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function hammer(port: number, pathname: string): Promise<{ perSecond: number; p50: number; p99: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const begun = performance.now();
      const req = request({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - begun);
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          else resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
  const worker = async () => {
    while (next++ < REQUESTS) await one();
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { perSecond: REQUESTS / seconds, p50: at(0.5), p99: at(0.99) };
}

/** Runs the comparison and returns the report lines. */
export async function benchHttpOverhead(): Promise<string[]> {
  const lines: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-bench-'));
  const gateway = await startGateway(
    // The per-address API limit (180 per 180 s) would answer most of this run with 429: it is measured here without it.
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
    }),
    silentLogger,
  );
  const body = await (await fetch(`http://127.0.0.1:${gateway.address.port}/api/status`)).text();
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  // Warm both, then measure each twice, alternating, and keep the better run of each.
  await hammer(gateway.address.port, '/api/status');
  await hammer((bare.address() as AddressInfo).port, '/');
  const runs = { gateway: [] as Awaited<ReturnType<typeof hammer>>[], bare: [] as Awaited<ReturnType<typeof hammer>>[] };
  for (let i = 0; i < 2; i++) {
    runs.bare.push(await hammer((bare.address() as AddressInfo).port, '/'));
    runs.gateway.push(await hammer(gateway.address.port, '/api/status'));
  }
  const best = (list: typeof runs.bare) => list.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const g = best(runs.gateway);
  const b = best(runs.bare);
  const fmt = (r: typeof g) => `${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms`;
  lines.push(`http-overhead  (${REQUESTS} requests, concurrency ${CONCURRENCY}, database ${gateway.db.dialect})`);
  lines.push(`  bare node:http   ${fmt(b)}`);
  lines.push(`  gateway status   ${fmt(g)}`);
  lines.push(`  ratio            gateway throughput = ${(g.perSecond / b.perSecond).toFixed(2)} × bare; p50 latency = ${(g.p50 / b.p50).toFixed(2)} × bare`);

  await gateway.stop();
  bare.close();
  await rm(dataDir, { recursive: true, force: true });
  return lines;
}
