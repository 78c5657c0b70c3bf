/**
 * start: the time from spawning the gateway to the first 200 of GET
 * /api/status, for the compiled server (`npm start`: node dist/main.js) against
 * its sources through tsx (`tsx services/main.ts`, as `npm start` ran before
 * the build step), in the same run. Each launch gets a free port and a fresh
 * embedded DATA_DIR (PGlite, so the figure includes creating the database and
 * applying every migration), then a second launch on the same DATA_DIR
 * measures a restart. Launches alternate compiled / tsx; the median of
 * BENCH_START_LAUNCHES (default 5) is reported. tsx keeps a transform cache
 * in the temp folder, so its figures are with that cache warm after the first
 * launch.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCompiledGateway, spawnCompiledGateway, spawnGateway, type GatewayProcess } from '../testkit/gateway-process';

const LAUNCHES = Number(process.env.BENCH_START_LAUNCHES ?? 5);
const GIVE_UP_MS = 120_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns one gateway, polls /api/status until it answers 200, stops it, and returns the milliseconds to that first 200. */
async function timeToStatus(spawn: (env: Record<string, string>) => GatewayProcess, dataDir: string): Promise<number> {
  const port = await freePort();
  const begun = performance.now();
  const gateway = spawn({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    for (;;) {
      if (gateway.child.exitCode !== null) throw new Error(`gateway exited early: ${gateway.stderr()}`);
      if (performance.now() - begun > GIVE_UP_MS) throw new Error(`no 200 from /api/status within ${GIVE_UP_MS} ms; stderr: ${gateway.stderr()}`);
      const status = await fetch(`http://127.0.0.1:${port}/api/status`).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      if (status === 200) return performance.now() - begun;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    gateway.child.kill('SIGTERM');
    const stopped = await Promise.race([gateway.exited, new Promise((resolve) => setTimeout(resolve, 30_000, 'timeout'))]);
    if (stopped === 'timeout') gateway.child.kill('SIGKILL');
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs the comparison and returns the report lines. */
export async function benchStart(): Promise<string[]> {
  const buildBegun = performance.now();
  const compiled = await buildCompiledGateway();
  const buildMs = performance.now() - buildBegun;
  const kinds = {
    compiled: (env: Record<string, string>) => spawnCompiledGateway(compiled.bundle, env),
    tsx: spawnGateway,
  };
  const times = { compiled: { fresh: [] as number[], restart: [] as number[] }, tsx: { fresh: [] as number[], restart: [] as number[] } };
  try {
    for (let i = 0; i < LAUNCHES; i++) {
      for (const kind of ['compiled', 'tsx'] as const) {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-bench-start-'));
        try {
          times[kind].fresh.push(await timeToStatus(kinds[kind], dataDir));
          times[kind].restart.push(await timeToStatus(kinds[kind], dataDir));
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await compiled.remove();
  }
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  const row = (label: string, list: number[]) =>
    `  ${label.padEnd(34)}${ms(median(list))}   (min ${ms(Math.min(...list)).trim()}, max ${ms(Math.max(...list)).trim()})`;
  const ratio = (which: 'fresh' | 'restart') => (median(times.compiled[which]) / median(times.tsx[which])).toFixed(2);
  return [
    `start  (spawn to first 200 of /api/status, embedded PGlite, median of ${LAUNCHES} launches each; server build ${(buildMs / 1000).toFixed(1)} s)`,
    row('compiled, fresh DATA_DIR', times.compiled.fresh),
    row('tsx services/main.ts, fresh', times.tsx.fresh),
    row('compiled, restart (same DATA_DIR)', times.compiled.restart),
    row('tsx services/main.ts, restart', times.tsx.restart),
    `  ratio            compiled fresh start = ${ratio('fresh')} × tsx; restart = ${ratio('restart')} × tsx`,
  ];
}
