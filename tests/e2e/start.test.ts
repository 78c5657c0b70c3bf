import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledGateway, listeningUrl, spawnCompiledGateway, type CompiledGateway } from '../testkit/gateway-process';

/**
 * These run what `npm start` runs: the server compiled by `npm run build`.
 * It is built here, once, into a folder of its own under dist/ rather than
 * into dist/ itself: the test then runs the sources as they are now (not a
 * dist/ left by an earlier build), never overwrites the dist/main.js someone
 * may be running, and stays inside the package so the bundle finds schema/sql
 * by walking up as dist/main.js does. No test asserts a duration: a loaded
 * machine is slow, so each waits generously and the times are printed and
 * annotated instead.
 */
const START_TIMEOUT_MS = 120_000;

let compiled: CompiledGateway;
let dataDir: string;
const spawnGateway = (env: Record<string, string>) => spawnCompiledGateway(compiled.bundle, env);

beforeAll(async () => {
  compiled = await buildCompiledGateway();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-start-'));
}, 120_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await compiled?.remove();
});

describe('npm start on embedded defaults', () => {
  it('serves /api/status, prints its backends, and stops cleanly on SIGTERM', async ({ annotate }) => {
    const spawned = Date.now();
    const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const url = await listeningUrl(gateway, START_TIMEOUT_MS);
      const response = await fetch(`${url}/api/status`);
      const answered = Date.now() - spawned;
      const body = (await response.json()) as { success: boolean; data: Record<string, unknown> };
      console.log(`start test: the compiled gateway answered /api/status ${answered} ms after spawn (fresh DATA_DIR, migrations included)`);
      await annotate(`answered /api/status ${answered} ms after spawn`);
      expect(response.status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data.system_name).toBe('Tollgate');

      const banner = gateway.stdout();
      expect(banner).toMatch(/roles\s+relay, api, projections, forwarder/);
      expect(banner).toMatch(/database\s+embedded PGlite in /);
      expect(banner).toMatch(/pubsub\s+in-process/);

      gateway.child.kill('SIGTERM');
      const begun = Date.now();
      expect(await gateway.exited).toBe(0);
      const stopped = Date.now() - begun;
      console.log(`start test: stopped ${stopped} ms after SIGTERM`);
      await annotate(`stopped ${stopped} ms after SIGTERM`);
    } finally {
      gateway.child.kill('SIGKILL');
    }
  }, 240_000);

  it('reopens its database on restart without migrating again', async () => {
    const again = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      await listeningUrl(again, START_TIMEOUT_MS);
      expect(again.stderr()).not.toContain('applied migrations');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      again.child.kill('SIGKILL');
    }
  }, 240_000);
});

describe('a bad setting', () => {
  it.each([
    [{ PORT: 'abc' }, 'tollgate: PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ DATABASE_URL: 'nonsense' }, 'tollgate: DATABASE_URL is not a URL; expected postgres://… or postgresql://…'],
    [{ ROLES: 'everything' }, 'tollgate: ROLES must list some of relay, api, projections, forwarder, got "everything"'],
  ])('%j stops the process with one line and exit code 1', async (env, line) => {
    const gateway = spawnGateway({ DATA_DIR: dataDir, ...env });
    expect(await gateway.exited).toBe(1);
    expect(gateway.stderr()).toBe(`${line}\n`);
    expect(gateway.stdout()).toBe('');
  });

  it('an unreachable database is one line too, without its password', async () => {
    const gateway = spawnGateway({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/tollgate' });
    expect(await gateway.exited).toBe(1);
    const lines = gateway.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tollgate: DATABASE_URL: cannot connect to postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/tollgate: /);
    expect(gateway.stderr()).not.toContain('hunter2');
  }, 120_000);

  it('an unreachable EventStoreDB is one line too, without its password', async () => {
    const gateway = spawnGateway({ DATA_DIR: dataDir, PORT: '0', EVENTSTORE_URL: 'esdb://admin:hunter2@127.0.0.1:1?tls=false' });
    expect(await gateway.exited).toBe(1);
    const lines = gateway.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tollgate: EVENTSTORE_URL: cannot connect to esdb:\/\/admin:\*\*\*@127\.0\.0\.1:1\?tls=false: EventStoreDB is unreachable: /);
    expect(gateway.stderr()).not.toContain('hunter2');
    expect(gateway.stdout()).toBe('');
  }, 120_000);
});

/**
 * The packages a file of the bundle loads, split by how: `import … from`
 * and bare `import "…"` run when the file loads; `import("…")` only when the
 * code gets there. Relative specifiers are the bundle's own chunks.
 */
async function importsOf(file: string): Promise<{ static: string[]; dynamic: string[] }> {
  const code = await readFile(file, 'utf8');
  const statics = [...code.matchAll(/^(?:import|export)\b[^;(]*?["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
  const dynamics = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  return { static: statics, dynamic: dynamics };
}

/** Every package the bundle loads, starting from main.js and following `follow` (static imports only, or both kinds). */
async function packagesReached(bundle: string, follow: 'static' | 'all'): Promise<Set<string>> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = await importsOf(file);
    for (const specifier of follow === 'static' ? imports.static : [...imports.static, ...imports.dynamic]) {
      if (specifier.startsWith('.')) await visit(path.resolve(path.dirname(file), specifier));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  await visit(bundle);
  return packages;
}

describe('what a process loads', () => {
  // Each of these costs megabytes in every process that imports it; they load when a role or a backend asks (docs/architecture.md).
  const optional = [
    'graphql',
    'graphql-yoga',
    '@pothos/core',
    'ws',
    'graphql-ws/use/ws',
    '@electric-sql/pglite',
    'ioredis',
    '@eventstore/db-client',
    'kafkajs',
    'nodemailer',
  ];

  it('starts without GraphQL, PGlite, Redis, EventStoreDB, Kafka or the mailer, and reaches each when asked', async () => {
    const atStart = await packagesReached(compiled.bundle, 'static');
    const whenAsked = await packagesReached(compiled.bundle, 'all');
    console.log(`start test: main.js loads ${[...atStart].sort().join(', ')} at start`);
    // The walk sees imports at all: the relay's own clients are there from the start.
    expect(atStart).toContain('undici');
    expect(atStart).toContain('pg');
    for (const name of optional) {
      expect(atStart, name).not.toContain(name);
      expect(whenAsked, name).toContain(name);
    }
  });
});
