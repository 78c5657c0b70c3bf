/**
 * relay: what the gateway's relay (`POST /v1/chat/completions`) adds over the
 * thinnest pass-through to the same upstream, in the same run (issue 14).
 *
 * Four processes, each started here:
 * - a fake OpenAI upstream made for speed (relay-upstream.ts), and
 * - the load generator (relay-load.ts: undici Pool, a closed loop),
 *   both pinned to core 0 with taskset;
 * - the floor (relay-floor.ts: read the body, undici to the upstream, stream
 *   the answer back) and
 * - the gateway, compiled as `npm run build` does and run as `npm start` does
 *   (node with the start script's flags, plus --trace-gc to read its heap),
 *   both pinned to core 1.
 * PostgreSQL's server is not pinned: its backends run where the kernel puts
 * them, so on a 2-core machine they take time from both sides.
 *
 * Per backend (PostgreSQL on a fresh database when DATABASE_URL is set, and
 * the embedded PGlite default on a fresh DATA_DIR), a first gateway
 * (ROLES=api,relay) sets the site up over HTTP (relay-setup.ts), then stops;
 * a fresh gateway on the same database is measured, so its memory and CPU
 * hold no trace of the setup. It runs with the default roles (everything in
 * one process, projections included), and on PostgreSQL a second one with
 * ROLES=relay, as the relay runs when the projections live elsewhere.
 *
 * For each of {one hot user, BENCH_RELAY_USERS users each with a token} ×
 * {plain chat, streamed chat}: warm both (every key used at least once),
 * then the floor and the gateway one request at a time, then both at
 * BENCH_RELAY_CONCURRENCY; each run stops at its count or its time limit.
 * Measured from outside the gateway:
 * - CPU: utime + stime from /proc/<pid>/stat, from the start of a run until
 *   the process is idle again (so the projections' catch-up it owes the run
 *   is counted), and the same for its PostgreSQL backends (found through
 *   pg_stat_activity);
 * - memory: VmRSS from /proc/<pid>/status, sampled every 20 ms, the peak kept;
 * - the rest of the machine: /proc/stat less this bench's processes, so a
 *   run on a busy machine says so.
 * And from the answers: the parts of each request's latency the gateway's
 * Server-Timing header names (admission, the reservation, the upstream call
 * until its headers; the floor names its upstream call the same way), so the
 * report says where the added latency goes rather than guessing.
 *
 * The reference for "added latency": one durable PostgreSQL commit (a
 * one-row INSERT with synchronous_commit on, one at a time, on the same
 * server), and for PGlite the same INSERT on a PGlite on disk.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { createDatabaseOn } from '../testkit/databases';
import { buildCompiledGateway, START_ENV, START_NODE_FLAGS } from '../testkit/gateway-process';
import type { LoadJob, LoadResult } from './relay-load';
import { setUpRelaySite } from './relay-setup';

export interface RelayBenchSizes {
  /** Requests per measured run under load, at most. */
  readonly requests: number;
  /** Requests per measured run one at a time, at most. */
  readonly serialRequests: number;
  /** Seconds a measured run (and a warm-up, beyond one request per key) may take, at most: a slow backend sends fewer requests. */
  readonly seconds: number;
  /** Requests in flight under load. */
  readonly concurrency: number;
  /** Requests to warm each process before a scenario (at least one per key). */
  readonly warmup: number;
  /** Users (each with a token) in the spread scenario. */
  readonly users: number;
  /** One-row commits timed for the reference. */
  readonly commits: number;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODEL = 'gpt-4o-mini';
const CHAT = '/v1/chat/completions';
const MESSAGES = [{ role: 'user', content: 'Write a haiku about a toll gate.' }];
const TARGET = { throughputRatio: 0.5, p50OverCommitMs: 0.3, p99Ms: 3, rssMiB: 150 };
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

// ---------------------------------------------------------------- processes

interface Child {
  readonly proc: ChildProcess;
  readonly pid: number;
  out(): string;
  err(): string;
  readonly exited: Promise<unknown>;
}

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const canPin = hasTaskset && os.cpus().length >= 2;

/** Starts `args` with only PATH, HOME and `env`, on `core` when taskset is there; `ipc` opens a message channel. */
function start(core: number | null, args: readonly string[], env: Record<string, string>, ipc = false): Child {
  const command = canPin && core !== null ? ['taskset', '-c', String(core), ...args] : [...args];
  const proc = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-20_000)));
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  // taskset execs the program, so the pid is the program's.
  return { proc, pid: proc.pid!, out: () => out, err: () => err, exited };
}

const tsxNode = (file: string) => [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, file)];

async function listening(child: Child, pattern: RegExp, what: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(child.out());
    if (match) return match[1]!;
    if (child.proc.exitCode !== null) throw new Error(`${what} exited early: ${child.err()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not listen within ${timeoutMs} ms: ${child.err()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 30_000, false))]);
  if (!stopped) child.proc.kill('SIGKILL');
}

// ---------------------------------------------------------------- /proc

/** utime + stime of a process (all its threads), in seconds. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

/** What a `--trace-gc` log says of the whole run: heap sizes around full collections, and the main thread's pauses. */
interface HeapLog {
  /** The JS heap after the last full collections (live data), and the most it held before one, in MB. */
  readonly liveMB: number;
  readonly largestMB: number;
  readonly fullCollections: number;
  readonly longestFullPauseMs: number;
  readonly scavenges: number;
  readonly longestScavengeMs: number;
}

function heapOf(log: string): HeapLog | null {
  // "Mark-Compact 59.6 (77.7) -> 49.7 (84.3) MB, 14.94 / 0.00 ms": sizes before and after, then the pause on the main thread.
  const collections = (kind: string) =>
    [...log.matchAll(new RegExp(`${kind}(?: \\(reduce\\))? ([\\d.]+) \\([\\d.]+\\) -> ([\\d.]+) \\([\\d.]+\\) MB, ([\\d.]+) /`, 'g'))].map((m) => ({
      before: Number(m[1]),
      after: Number(m[2]),
      pauseMs: Number(m[3]),
    }));
  const fulls = collections('Mark-Compact');
  const scavenges = collections('Scavenge');
  if (fulls.length === 0) return null;
  return {
    liveMB: Math.max(...fulls.slice(-3).map((f) => f.after)),
    largestMB: Math.max(...fulls.map((f) => f.before)),
    fullCollections: fulls.length,
    longestFullPauseMs: Math.max(...fulls.map((f) => f.pauseMs)),
    scavenges: scavenges.length,
    longestScavengeMs: Math.max(0, ...scavenges.map((f) => f.pauseMs)),
  };
}

/** The PostgreSQL backends serving one database (the gateway's pool), found through pg_stat_activity. */
interface PostgresBackends {
  pids(): Promise<number[]>;
  close(): Promise<void>;
}

function postgresBackends(serverUrl: string, databaseUrl: string): PostgresBackends {
  const admin = openPostgres({ url: serverUrl, poolMax: 1 });
  const name = new URL(databaseUrl).pathname.slice(1);
  return {
    pids: async () => (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((r) => Number(r.pid)),
    close: () => admin.close(),
  };
}

/** utime + stime of each pid still there, in seconds. */
function cpuByPid(pids: readonly number[]): Map<number, number> {
  const found = new Map<number, number>();
  for (const pid of pids) {
    try {
      found.set(pid, cpuSeconds(pid));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** CPU seconds the whole machine spent busy (every core), from /proc/stat. */
function machineBusySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: all but idle and iowait.
  const busy = fields.slice(0, 8).reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0);
  return busy / CLK_TCK;
}

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Waits until `pid` uses under one clock tick per 200 ms (at most `limitMs`). */
async function idle(pid: number, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let last = cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuSeconds(pid);
    if (now - last < 1.5 / CLK_TCK) return;
    last = now;
  }
}

// ---------------------------------------------------------------- load

class LoadGenerator {
  private waiting: { resolve: (r: LoadResult) => void; reject: (e: Error) => void } | null = null;
  private constructor(readonly child: Child) {
    child.proc.on('message', (message: { result?: LoadResult; error?: string }) => {
      const waiting = this.waiting;
      this.waiting = null;
      if (message.result) waiting?.resolve(message.result);
      else if (message.error) waiting?.reject(new Error(message.error));
    });
  }

  static async start(): Promise<LoadGenerator> {
    const child = start(0, tsxNode('relay-load.ts'), {}, true);
    await new Promise<void>((resolve, reject) => {
      child.proc.once('message', () => resolve());
      child.proc.once('exit', () => reject(new Error(`the load generator exited: ${child.err()}`)));
    });
    return new LoadGenerator(child);
  }

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.proc.send({ job });
    });
  }
}

interface Measured {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly firstP50: number;
  readonly firstP99: number;
  /** CPU seconds of the process per request, until it was idle again. */
  readonly cpuMs: number;
  /** The process's CPU over the run's wall time (1 = its core was always busy). */
  readonly busy: number;
  /** PostgreSQL's CPU per request (null: not measured). */
  readonly pgCpuMs: number | null;
  readonly rssPeakMiB: number;
  /** CPU the rest of the machine (not this bench's processes) used during the run, in cores. */
  readonly otherCores: number;
  /** CPU the whole machine used during the run, in cores. */
  readonly machineCores: number;
  readonly failures: number;
  readonly statuses: Record<string, number>;
  readonly firstFailure: string | null;
  /** Chat calls the fake upstream served during the run. */
  readonly upstreamCalls: number;
  /** Per part of the answers' Server-Timing header (and `outside`: the rest of each request's latency), its p50 in ms. */
  readonly timingP50: Readonly<Record<string, number>>;
  /** The same parts' p99 in ms: which of them the slowest requests spent their time in. */
  readonly timingP99: Readonly<Record<string, number>>;
}

const percentile = (sorted: readonly number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);

async function upstreamServed(upstream: string): Promise<number> {
  return ((await (await fetch(`${upstream}/stats`)).json()) as { served: number }).served;
}

/** The bench's own helpers, whose CPU is not "the rest of the machine". */
interface Helpers {
  readonly upstream: string;
  readonly pids: readonly number[];
}

async function measure(
  load: LoadGenerator,
  target: { origin: string; pid: number },
  job: LoadJob,
  helpers: Helpers,
  postgres: PostgresBackends | null,
): Promise<Measured> {
  const { upstream } = helpers;
  await idle(target.pid);
  const servedBefore = await upstreamServed(upstream);
  const pgBefore = cpuByPid(postgres ? await postgres.pids() : []);
  /** The CPU of the gateway's PostgreSQL backends since the start (a backend that left takes its share with it). */
  const pgSince = async () => {
    let total = 0;
    for (const [pid, now] of cpuByPid(postgres ? await postgres.pids() : [])) total += now - (pgBefore.get(pid) ?? 0);
    return total;
  };
  const helperCpu = () => [target.pid, ...helpers.pids].reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const helpersBefore = helperCpu();
  const machineBefore = machineBusySeconds();
  const windowBegun = performance.now();
  const cpuBefore = cpuSeconds(target.pid);
  let rssPeak = rssMiB(target.pid);
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMiB(target.pid));
  }, 20);
  let result: LoadResult;
  let cpuInRun: number;
  let otherCores: number;
  let machineCores: number;
  try {
    result = await load.run({ ...job, origin: target.origin });
    cpuInRun = cpuSeconds(target.pid) - cpuBefore;
    const machine = machineBusySeconds() - machineBefore;
    const window = (performance.now() - windowBegun) / 1000;
    otherCores = Math.max(0, machine - (helperCpu() - helpersBefore) - (await pgSince())) / window;
    machineCores = machine / window;
    await idle(target.pid);
  } finally {
    clearInterval(sampler);
  }
  rssPeak = Math.max(rssPeak, rssMiB(target.pid));
  const cpu = cpuSeconds(target.pid) - cpuBefore;
  const pg = postgres ? await pgSince() : null;
  const latencies = [...result.latencies].sort((a, b) => a - b);
  const firsts = [...result.firstChunks].sort((a, b) => a - b);
  const ok = result.statuses['200'] ?? 0;
  const sent = result.sent;
  return {
    requests: sent,
    perSecond: sent / result.seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    firstP50: percentile(firsts, 0.5),
    firstP99: percentile(firsts, 0.99),
    cpuMs: (cpu * 1000) / sent,
    busy: cpuInRun / result.seconds,
    pgCpuMs: pg === null ? null : (pg * 1000) / sent,
    rssPeakMiB: rssPeak,
    otherCores,
    machineCores,
    failures: sent - ok + result.badBodies,
    statuses: result.statuses,
    firstFailure: result.firstFailure,
    upstreamCalls: (await upstreamServed(upstream)) - servedBefore,
    timingP50: partPercentiles(result.serverTimings, 0.5),
    timingP99: partPercentiles(result.serverTimings, 0.99),
  };
}

// ---------------------------------------------------------------- references

interface CommitReference {
  readonly label: string;
  readonly p50: number;
  readonly p99: number;
  /** One round trip (SELECT 1), for PostgreSQL. */
  readonly roundTripP50: number | null;
}

async function timeQueries(db: SqlDatabase, count: number, text: string, params: unknown[]): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.min(100, count); i++) await db.query(text, params);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const begun = performance.now();
    await db.query(text, params);
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const COMMIT_TABLE = 'CREATE TABLE bench_commit (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), note text NOT NULL)';
const COMMIT_INSERT = 'INSERT INTO bench_commit (note) VALUES ($1)';

/** One durable commit on PostgreSQL: a one-row INSERT on its own (autocommit), synchronous_commit on, fsync as the server has it. */
async function postgresCommit(url: string, count: number): Promise<CommitReference> {
  const db = openPostgres({ url, poolMax: 1 });
  try {
    await db.query(COMMIT_TABLE);
    await db.query('SET synchronous_commit = on');
    const settings = await db.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name",
    );
    const commit = await timeQueries(db, count, COMMIT_INSERT, ['bench']);
    const roundTrip = await timeQueries(db, count, 'SELECT 1', []);
    return {
      label: `one durable commit (one-row INSERT, ${settings.rows.map((r) => `${r.name} ${r.setting}`).join(', ')})`,
      ...commit,
      roundTripP50: roundTrip.p50,
    };
  } finally {
    await db.close();
  }
}

/** The same INSERT on a PGlite on disk, in this process: PGlite's closest thing to a commit. */
async function pgliteCommit(count: number): Promise<CommitReference> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tollgate-bench-relay-pglite-'));
  const db = await openPglite(dir);
  try {
    await db.query(COMMIT_TABLE);
    return {
      label: 'one PGlite commit (one-row INSERT, on disk, in the bench process)',
      ...(await timeQueries(db, count, COMMIT_INSERT, ['bench'])),
      roundTripP50: null,
    };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const signed = (value: number) => (value >= 0 ? `+${ms(value)}` : ms(value));
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

interface Scenario {
  readonly title: string;
  readonly stream: boolean;
  /** Every request from one user (one wallet). */
  readonly hot: boolean;
  readonly floor: { serial: Measured; loaded: Measured };
  readonly gateway: { serial: Measured; loaded: Measured };
}

/** Each Server-Timing part's percentile `p` over the requests. */
function partPercentiles(timings: Readonly<Record<string, readonly number[]>>, p: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(timings).map(([name, values]) => [
      name,
      percentile(
        [...values].sort((a, b) => a - b),
        p,
      ),
    ]),
  );
}

/**
 * The parts of a request's latency, from the answers' Server-Timing headers
 * (services/relay/pipeline/server-timing.ts; the floor names only its
 * upstream call), and what no part covers. Each row is that part's own p50,
 * so the rows need not add up to the latency's p50.
 */
const TIMING_PARTS: ReadonlyArray<readonly [string, string]> = [
  ['admit', 'admission'],
  ['reserve', 'the reservation'],
  ['upstream', 'the upstream call until its headers'],
  ['outside', 'outside those (HTTP hops, the answer relayed)'],
];

function scenarioTable(s: Scenario, concurrency: number): string[] {
  const { floor, gateway } = s;
  const row = (label: string, f: string, g: string, diff = '', ratio = '') => `| ${label} | ${f} | ${g} | ${diff} | ${ratio} |`;
  // A part only the gateway names (admission, the reservation) has no floor figure to compare with.
  const latency = (label: string, pick: (m: Measured) => number, f: Measured, g: Measured) =>
    Number.isFinite(pick(f)) ? row(label, ms(pick(f)), ms(pick(g)), signed(pick(g) - pick(f)), (pick(g) / pick(f)).toFixed(2)) : row(label, '–', ms(pick(g)));
  const lines = [
    `**${s.title}** (${whole(gateway.loaded.requests)} requests at ${concurrency} at once, ${whole(gateway.serial.requests)} one at a time)`,
    '',
    '| | floor | gateway | gateway − floor | gateway / floor |',
    '|---|---:|---:|---:|---:|',
    row(
      `requests/s, ${concurrency} at once`,
      whole(floor.loaded.perSecond),
      whole(gateway.loaded.perSecond),
      '',
      (gateway.loaded.perSecond / floor.loaded.perSecond).toFixed(2),
    ),
    latency('latency p50, one at a time (ms)', (m) => m.p50, floor.serial, gateway.serial),
    latency('latency p99, one at a time (ms)', (m) => m.p99, floor.serial, gateway.serial),
    ...TIMING_PARTS.map(([name, label]) =>
      latency(`  of which ${label}, p50 one at a time (ms)`, (m) => m.timingP50[name] ?? NaN, floor.serial, gateway.serial),
    ),
    ...TIMING_PARTS.map(([name, label]) => latency(`  ${label}, p99 one at a time (ms)`, (m) => m.timingP99[name] ?? NaN, floor.serial, gateway.serial)),
    latency(`latency p50, ${concurrency} at once (ms)`, (m) => m.p50, floor.loaded, gateway.loaded),
    latency(`latency p99, ${concurrency} at once (ms)`, (m) => m.p99, floor.loaded, gateway.loaded),
  ];
  if (s.stream) {
    lines.push(
      latency('first chunk p50, one at a time (ms)', (m) => m.firstP50, floor.serial, gateway.serial),
      latency('first chunk p99, one at a time (ms)', (m) => m.firstP99, floor.serial, gateway.serial),
      latency(`first chunk p50, ${concurrency} at once (ms)`, (m) => m.firstP50, floor.loaded, gateway.loaded),
      latency(`first chunk p99, ${concurrency} at once (ms)`, (m) => m.firstP99, floor.loaded, gateway.loaded),
    );
  }
  lines.push(
    row(
      'CPU per request, one at a time (ms)',
      ms(floor.serial.cpuMs),
      ms(gateway.serial.cpuMs),
      signed(gateway.serial.cpuMs - floor.serial.cpuMs),
      (gateway.serial.cpuMs / floor.serial.cpuMs).toFixed(1),
    ),
    row(
      `CPU per request, ${concurrency} at once (ms)`,
      ms(floor.loaded.cpuMs),
      ms(gateway.loaded.cpuMs),
      signed(gateway.loaded.cpuMs - floor.loaded.cpuMs),
      (gateway.loaded.cpuMs / floor.loaded.cpuMs).toFixed(1),
    ),
    row(`its core busy, ${concurrency} at once`, `${Math.round(floor.loaded.busy * 100)} %`, `${Math.round(gateway.loaded.busy * 100)} %`),
    row(
      'other processes on the machine, one at a time / at once (cores)',
      `${floor.serial.otherCores.toFixed(2)} / ${floor.loaded.otherCores.toFixed(2)}`,
      `${gateway.serial.otherCores.toFixed(2)} / ${gateway.loaded.otherCores.toFixed(2)}`,
    ),
  );
  if (gateway.loaded.pgCpuMs !== null)
    lines.push(row(`its PostgreSQL backends' CPU per request, ${concurrency} at once (ms)`, '–', ms(gateway.loaded.pgCpuMs)));
  lines.push(
    row(
      'RSS peak under load (MiB)',
      ms(Math.max(floor.loaded.rssPeakMiB, floor.serial.rssPeakMiB)),
      ms(Math.max(gateway.loaded.rssPeakMiB, gateway.serial.rssPeakMiB)),
    ),
    row(
      'failed requests (non-200 or wrong body)',
      String(floor.serial.failures + floor.loaded.failures),
      String(gateway.serial.failures + gateway.loaded.failures),
    ),
    row(
      'upstream calls per request',
      ((floor.serial.upstreamCalls + floor.loaded.upstreamCalls) / (floor.serial.requests + floor.loaded.requests)).toFixed(2),
      ((gateway.serial.upstreamCalls + gateway.loaded.upstreamCalls) / (gateway.serial.requests + gateway.loaded.requests)).toFixed(2),
    ),
  );
  return lines;
}

const mark = (met: boolean) => (met ? 'met' : '**missed**');

/** The four targets of issue 14 for one scenario, each with what seems to bound it when missed. */
function targetRow(s: Scenario, reference: CommitReference, postgres: boolean, idleRss: number, heap: HeapLog | null): string {
  const { floor, gateway } = s;
  const ratio = gateway.loaded.perSecond / floor.loaded.perSecond;
  const addedP50 = gateway.serial.p50 - floor.serial.p50;
  const addedP99 = gateway.serial.p99 - floor.serial.p99;
  const rss = Math.max(gateway.loaded.rssPeakMiB, gateway.serial.rssPeakMiB);
  const allowedP50 = reference.p50 + TARGET.p50OverCommitMs;
  const cores = os.cpus().length;

  let throughput = `${mark(ratio >= TARGET.throughputRatio)}: ${ratio.toFixed(2)} × floor`;
  if (ratio < TARGET.throughputRatio) {
    const perRequest = gateway.loaded.cpuMs + (gateway.loaded.pgCpuMs ?? 0);
    const machine = `the machine ${gateway.loaded.machineCores.toFixed(2)} of ${cores} cores busy`;
    throughput +=
      gateway.loaded.busy >= 0.85
        ? `; CPU-bound: the gateway's core ${Math.round(gateway.loaded.busy * 100)} % busy at ${ms(gateway.loaded.cpuMs)} ms CPU per request` +
          (postgres ? '' : ' (PGlite runs on that core too)')
        : `; the gateway's core ${Math.round(gateway.loaded.busy * 100)} % busy, ${machine}` +
          (postgres
            ? `: per request ${ms(gateway.loaded.cpuMs)} ms of the gateway's CPU + ${ms(gateway.loaded.pgCpuMs ?? NaN)} ms of its PostgreSQL backends' = ${ms(perRequest)} ms` +
              ` (the floor: ${ms(floor.loaded.cpuMs)} ms)`
            : '');
  }
  let latency = `${mark(addedP50 <= allowedP50)}: ${signed(addedP50)} ms vs ≤ ${ms(allowedP50)}`;
  if (addedP50 > allowedP50) {
    // A wallet append is one statement that commits on its own (services/platform/event-store/postgres-append.ts).
    const appends = s.hot ? "the reserve append, queued behind the previous request's settle append on the same wallet" : 'the reserve append';
    const part = (name: string) => ms(gateway.serial.timingP50[name] ?? NaN);
    latency +=
      `; on the path: ${appends} (one statement and its commit, at least the reference commit's ${ms(reference.p50)} ms each)` +
      `, and ${ms(gateway.serial.cpuMs)} ms of the gateway's CPU per request one at a time.` +
      ` Its parts (Server-Timing, p50): admission ${part('admit')}, the reservation ${part('reserve')},` +
      ` the upstream call ${part('upstream')} (the floor's: ${ms(floor.serial.timingP50.upstream ?? NaN)}),` +
      ` outside those ${part('outside')} (the floor's: ${ms(floor.serial.timingP50.outside ?? NaN)})`;
  }
  const p99 =
    `${mark(addedP99 <= TARGET.p99Ms)}: ${signed(addedP99)} ms` +
    (addedP99 > TARGET.p99Ms
      ? ` (its parts' own p99, Server-Timing: admission ${ms(gateway.serial.timingP99.admit ?? NaN)}, the reservation ${ms(gateway.serial.timingP99.reserve ?? NaN)},` +
        ` the upstream call ${ms(gateway.serial.timingP99.upstream ?? NaN)} (the floor's: ${ms(floor.serial.timingP99.upstream ?? NaN)}),` +
        ` outside those ${ms(gateway.serial.timingP99.outside ?? NaN)} (the floor's: ${ms(floor.serial.timingP99.outside ?? NaN)});` +
        ` the reference commit's p99: ${ms(reference.p99)} ms` +
        (heap
          ? `; the gateway's longest pauses for garbage collection over the whole run: ${ms(heap.longestFullPauseMs)} ms full, ${ms(heap.longestScavengeMs)} ms young`
          : '') +
        ')'
      : '');
  const memory =
    `${mark(rss <= TARGET.rssMiB)}: ${whole(rss)} MiB` +
    (rss > TARGET.rssMiB
      ? ` (${whole(idleRss)} MiB idle after start` +
        (heap ? `; JS heap ${heap.liveMB.toFixed(0)} MB live after full collections, up to ${heap.largestMB.toFixed(0)} MB just before one` : '') +
        ')'
      : '');
  return `| ${s.title} | ${throughput} | ${latency} | ${p99} | ${memory} |`;
}

// ---------------------------------------------------------------- the run

interface Shared {
  readonly sizes: RelayBenchSizes;
  readonly load: LoadGenerator;
  readonly upstream: string;
  readonly helpers: Helpers;
  readonly floor: { origin: string; pid: number };
  readonly bundle: string;
}

function gatewayEnv(dataDir: string, databaseUrl: string | null): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_DIR: path.join(dataDir, 'no-console'),
    LOG_LEVEL: 'warn',
    // The per-address limits would refuse a load generator on one address; the relay is measured without them.
    GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
    GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
    CRITICAL_RATE_LIMIT_ENABLE: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** BENCH_RELAY_PROFILE=<dir>: the measured gateways write a V8 CPU profile there when they stop (for finding where their time goes). */
const PROFILE_DIR = process.env.BENCH_RELAY_PROFILE?.trim() || null;

/** BENCH_RELAY_NODE_FLAGS="--flag …": more flags for the measured gateways' node (for trying V8 settings); the section names them. */
const EXTRA_NODE_FLAGS = (process.env.BENCH_RELAY_NODE_FLAGS ?? '').split(/\s+/).filter((flag) => flag !== '');
/** BENCH_RELAY_ENV="NAME=value …": more environment for the measured gateways (for trying allocator settings); the section names it. */
const EXTRA_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  (process.env.BENCH_RELAY_ENV ?? '')
    .split(/\s+/)
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`BENCH_RELAY_ENV: "${pair}" is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
);

type Variant = 'postgres' | 'postgres-relay' | 'pglite';
const VARIANTS: readonly Variant[] = ['postgres', 'postgres-relay', 'pglite'];

/** BENCH_RELAY_VARIANTS: which gateways to measure, a comma list of postgres (every role), postgres-relay (ROLES=relay), pglite; default all. */
function chosenVariants(text = process.env.BENCH_RELAY_VARIANTS?.trim()): ReadonlySet<Variant> {
  if (!text) return new Set(VARIANTS);
  const chosen = text.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !(VARIANTS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_RELAY_VARIANTS: unknown ${unknown.join(', ')}; expected some of ${VARIANTS.join(', ')}`);
  return new Set(chosen as Variant[]);
}
const MEASURED = chosenVariants();

async function startGatewayOn(shared: Shared, env: Record<string, string>, core: number | null, profile = false): Promise<{ child: Child; origin: string }> {
  // --trace-gc: the heap sizes around each collection, read from its output afterwards (the gateway has no stats endpoint).
  const flags = profile ? ['--trace-gc', ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : []), ...EXTRA_NODE_FLAGS] : [];
  const child = start(core, [process.execPath, ...START_NODE_FLAGS, ...flags, shared.bundle], { ...START_ENV, ...env, ...(profile ? EXTRA_ENV : {}) });
  try {
    const origin = await listening(child, /is listening on (http:\/\/\S+?)\/?(?:\s|$)/, 'the gateway');
    return { child, origin };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

type Backend = 'postgres' | 'pglite';

/** One measured gateway: fresh process on the set-up database, every scenario, stopped. Answers its subsection. */
async function measureGateway(
  shared: Shared,
  backend: Backend,
  env: Record<string, string>,
  roles: string | null,
  keys: readonly string[],
  reference: CommitReference,
  postgres: PostgresBackends | null,
): Promise<string[]> {
  const { sizes, load } = shared;
  const { child, origin } = await startGatewayOn(shared, { ...env, ...(roles ? { ROLES: roles } : {}) }, 1, true);
  const gateway = { origin, pid: child.pid };
  const shownRoles = /roles\s+(.+)/.exec(child.out())?.[1]?.trim() ?? '?';
  const label = roles ? `${backend}, ROLES=${roles}` : backend;
  const scenarios: Scenario[] = [];
  let idleRss = 0;
  let settledSeconds = 0;
  try {
    // The set-up gateway ran no projections: one that does catches up with the set-up's events first.
    const startedAt = performance.now();
    await idle(gateway.pid, 300_000);
    settledSeconds = (performance.now() - startedAt) / 1000;
    idleRss = rssMiB(gateway.pid);
    const userSets: Array<[string, readonly string[]]> = [
      ['one hot user', [keys[0]!]],
      [`${sizes.users} users`, keys.slice(1)],
    ];
    const warmedKeys = new Set<string>();
    for (const [who, userKeys] of userSets) {
      for (const stream of [false, true]) {
        const body = JSON.stringify({ model: MODEL, messages: MESSAGES, ...(stream ? { stream: true } : {}) });
        const job = (requests: number, concurrency: number, jobKeys: readonly string[], maxSeconds = sizes.seconds): LoadJob => ({
          origin: '',
          path: CHAT,
          body,
          keys: jobKeys,
          requests,
          maxSeconds,
          concurrency,
          stream,
        });
        const on = (target: { origin: string; pid: number }, j: LoadJob) => measure(load, target, j, shared.helpers, postgres);
        const floorKeys = ['sk-floor'];
        const warm = async (j: LoadJob) => {
          const warmed = await on(gateway, j);
          if (warmed.failures > 0) throw new Error(`the gateway failed ${warmed.failures} of ${warmed.requests} warm-up requests: ${warmed.firstFailure}`);
        };
        // Every key once (its token and wallet loaded, as a gateway that has served it holds them), then a timed warm-up.
        const cold = userKeys.filter((key) => !warmedKeys.has(key));
        if (cold.length > 0) await warm(job(cold.length, sizes.concurrency, cold, 0));
        for (const key of cold) warmedKeys.add(key);
        await on(shared.floor, job(sizes.warmup, sizes.concurrency, floorKeys));
        await warm(job(sizes.warmup, sizes.concurrency, userKeys));
        const floorSerial = await on(shared.floor, job(sizes.serialRequests, 1, floorKeys));
        const gatewaySerial = await on(gateway, job(sizes.serialRequests, 1, userKeys));
        const floorLoaded = await on(shared.floor, job(sizes.requests, sizes.concurrency, floorKeys));
        const gatewayLoaded = await on(gateway, job(sizes.requests, sizes.concurrency, userKeys));
        scenarios.push({
          title: `${label}, ${who}, ${stream ? 'streamed' : 'plain'} chat`,
          stream,
          hot: userKeys.length === 1,
          floor: { serial: floorSerial, loaded: floorLoaded },
          gateway: { serial: gatewaySerial, loaded: gatewayLoaded },
        });
      }
    }
  } finally {
    await stop(child);
  }

  const all = scenarios.flatMap((s) => [s.gateway.serial, s.gateway.loaded, s.floor.serial, s.floor.loaded]);
  const heap = heapOf(child.out());
  const failures = all.filter((m) => m.failures > 0);
  const lines = [
    `#### The gateway with ${roles ? `ROLES=${roles}` : 'its default roles'} (${shownRoles})`,
    '',
    `A fresh process on the set-up database, idle ${settledSeconds.toFixed(1)} s after it listened: RSS ${whole(idleRss)} MiB then.` +
      (roles === 'relay' ? ' Nothing runs the projections meanwhile: this is the relay as it runs when they live in another process.' : '') +
      (heap
        ? ` Its JS heap (--trace-gc): ${heap.liveMB.toFixed(0)} MB live after the last full collections, up to ${heap.largestMB.toFixed(0)} MB before one;` +
          ` over every scenario ${heap.fullCollections} full collections (the longest paused it ${ms(heap.longestFullPauseMs)} ms)` +
          ` and ${heap.scavenges.toLocaleString('en-US')} young ones (the longest ${ms(heap.longestScavengeMs)} ms).`
        : ''),
    '',
  ];
  const noisiest = Math.max(...all.map((m) => m.otherCores));
  if (noisiest > 0.25) {
    lines.push(
      `**NOISY MACHINE: other processes used up to ${noisiest.toFixed(2)} cores during these runs** (the "other processes" row): the figures below are not clean.`,
      '',
    );
  }
  if (failures.length > 0) {
    lines.push(
      `**FAILURES: ${failures.reduce((n, m) => n + m.failures, 0)} requests did not succeed** (statuses ${failures.map((m) => JSON.stringify(m.statuses)).join(', ')}); ` +
        `first: \`${failures[0]!.firstFailure}\``,
      '',
    );
  }
  lines.push(...scenarios.flatMap((s) => [...scenarioTable(s, sizes.concurrency), '']));
  lines.push(
    `Targets (issue 14), ${label}: throughput ≥ ${TARGET.throughputRatio} × floor (${sizes.concurrency} at once); added p50 one at a time ≤ the reference ` +
      `commit + ${TARGET.p50OverCommitMs} ms; added p99 one at a time ≤ ${TARGET.p99Ms} ms; RSS under load ≤ ${TARGET.rssMiB} MiB.`,
    '',
    '| scenario | throughput | added p50, one at a time | added p99, one at a time | RSS under load |',
    '|---|---|---|---|---|',
    ...scenarios.map((s) => targetRow(s, reference, backend === 'postgres', idleRss, heap)),
    '',
  );
  if (child.err().trim() !== '')
    lines.push(`The gateway wrote to stderr (the last 1,000 characters): \`${child.err().trim().slice(-1000).replace(/\s+/g, ' ')}\``, '');
  return lines;
}

/**
 * One backend: a fresh database set up by a first gateway, the reference
 * commit, then each measured gateway. On PostgreSQL a second one runs with
 * ROLES=relay (projections elsewhere), which tells the relay's own cost from
 * the projections' catch-up the default single process also does.
 */
async function onBackend(shared: Shared, backend: Backend, serverUrl: string | null): Promise<string[]> {
  const { sizes } = shared;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-bench-relay-'));
  const database = backend === 'postgres' ? await createDatabaseOn(serverUrl!) : null;
  const env = gatewayEnv(dataDir, database?.url ?? null);
  try {
    const setupBegun = performance.now();
    // No projections while setting up (they would cost PGlite minutes, one event at a time): the measured gateway catches up in batches.
    const setup = await startGatewayOn(shared, { ...env, ROLES: 'api,relay' }, null);
    let keys: string[];
    try {
      keys = await setUpRelaySite(setup.origin, shared.upstream, 1 + sizes.users);
    } finally {
      await stop(setup.child);
    }
    const setupSeconds = (performance.now() - setupBegun) / 1000;
    const reference = database ? await postgresCommit(database.url, sizes.commits) : await pgliteCommit(sizes.commits);
    const lines = [
      `### ${backend === 'postgres' ? 'PostgreSQL (a fresh database, DATABASE_POOL_MAX default)' : 'PGlite (embedded, on disk in a fresh DATA_DIR)'}`,
      '',
      `Set up over HTTP (${1 + sizes.users} users each with a funded token, one channel) in ${setupSeconds.toFixed(1)} s by a gateway stopped before measuring.`,
      '',
      `Reference: ${reference.label}: p50 ${ms(reference.p50)} ms, p99 ${ms(reference.p99)} ms` +
        (reference.roundTripP50 !== null ? `; one round trip (SELECT 1) p50 ${ms(reference.roundTripP50)} ms.` : '.'),
      '',
    ];
    const backends = database ? postgresBackends(serverUrl!, database.url) : null;
    try {
      const roleSets = backend === 'postgres' ? [...(MEASURED.has('postgres') ? [null] : []), ...(MEASURED.has('postgres-relay') ? ['relay'] : [])] : [null];
      for (const roles of roleSets) lines.push(...(await measureGateway(shared, backend, env, roles, keys, reference, backends)));
    } finally {
      await backends?.close();
    }
    return lines;
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs the comparison and returns the report lines (markdown). */
export async function benchRelay(serverUrl: string | null, sizes: RelayBenchSizes): Promise<string[]> {
  const pinning = canPin
    ? 'load generator and fake upstream on core 0, gateway and floor on core 1 (taskset)'
    : hasTaskset
      ? `**not pinned**: this machine has ${os.cpus().length} core`
      : '**not pinned: taskset is not installed**';
  const lines = [
    `relay overhead: POST ${CHAT} (${MODEL}), the compiled gateway (node dist main.js, as \`npm start\`) against the floor ` +
      `(undici pass-through, tests/bench/relay-floor.ts), same fake upstream, same run; ${pinning}. ` +
      `Latency is from sending to the body's end, as the load generator (undici Pool, closed loop) sees it; "one at a time" is one connection; ` +
      `a streamed answer's first event leaves the upstream 2 ms before the rest, so "first chunk" is that event. ` +
      `Times in ms; CPU is the process's utime + stime until it is idle again, over the requests. ` +
      (EXTRA_NODE_FLAGS.length > 0 ? `**The measured gateways ran with \`${EXTRA_NODE_FLAGS.join(' ')}\`** (BENCH_RELAY_NODE_FLAGS). ` : '') +
      (Object.keys(EXTRA_ENV).length > 0
        ? `**The measured gateways ran with \`${process.env.BENCH_RELAY_ENV!.trim()}\` in their environment** (BENCH_RELAY_ENV). `
        : '') +
      `Load average when the section began: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
    '',
  ];
  const upstreamChild = start(0, tsxNode('relay-upstream.ts'), {});
  let floorChild: Child | null = null;
  let load: LoadGenerator | null = null;
  const compiled = await buildCompiledGateway();
  try {
    const upstream = await listening(upstreamChild, /upstream listening on (\S+)/, 'the fake upstream');
    floorChild = start(1, tsxNode('relay-floor.ts'), { FLOOR_UPSTREAM: upstream });
    const floorOrigin = await listening(floorChild, /floor listening on (\S+)/, 'the floor');
    load = await LoadGenerator.start();
    const helpers: Helpers = { upstream, pids: [upstreamChild.pid, load.child.pid, process.pid] };
    const shared: Shared = { sizes, load, upstream, helpers, floor: { origin: floorOrigin, pid: floorChild.pid }, bundle: compiled.bundle };
    if (!MEASURED.has('postgres') && !MEASURED.has('postgres-relay')) lines.push('### PostgreSQL', '', 'skipped: not in BENCH_RELAY_VARIANTS', '');
    else if (serverUrl) lines.push(...(await onBackend(shared, 'postgres', serverUrl)));
    else lines.push('### PostgreSQL', '', 'skipped: set DATABASE_URL to a PostgreSQL server', '');
    if (MEASURED.has('pglite')) lines.push(...(await onBackend(shared, 'pglite', null)));
    else lines.push('### PGlite', '', 'skipped: not in BENCH_RELAY_VARIANTS', '');
  } finally {
    if (load) await stop(load.child);
    if (floorChild) await stop(floorChild);
    await stop(upstreamChild);
    await compiled.remove();
  }
  return lines;
}
