import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnGateway } from '../testkit/gateway-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-start-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe('npm start on embedded defaults', () => {
  it('serves /api/status within 20 s, prints its backends, and stops cleanly on SIGTERM', async () => {
    const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const url = await listeningUrl(gateway, 20_000);
      const body = (await (await fetch(`${url}/api/status`)).json()) as { success: boolean; data: Record<string, unknown> };
      expect(body.success).toBe(true);
      expect(body.data.system_name).toBe('Tollgate');

      const banner = gateway.stdout();
      expect(banner).toMatch(/roles\s+relay, api, projections, forwarder/);
      expect(banner).toMatch(/database\s+embedded PGlite in /);
      expect(banner).toMatch(/pubsub\s+in-process/);

      gateway.child.kill('SIGTERM');
      const begun = Date.now();
      expect(await gateway.exited).toBe(0);
      expect(Date.now() - begun).toBeLessThan(10_000);
    } finally {
      gateway.child.kill('SIGKILL');
    }
  }, 40_000);

  it('reopens its database on restart without migrating again', async () => {
    const again = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      await listeningUrl(again, 20_000);
      expect(again.stderr()).not.toContain('applied migrations');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      again.child.kill('SIGKILL');
    }
  }, 40_000);
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
  });

  it('an unreachable EventStoreDB is one line too, without its password', async () => {
    const gateway = spawnGateway({ DATA_DIR: dataDir, PORT: '0', EVENTSTORE_URL: 'esdb://admin:hunter2@127.0.0.1:1?tls=false' });
    expect(await gateway.exited).toBe(1);
    const lines = gateway.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tollgate: EVENTSTORE_URL: cannot connect to esdb:\/\/admin:\*\*\*@127\.0\.0\.1:1\?tls=false: EventStoreDB is unreachable: /);
    expect(gateway.stderr()).not.toContain('hunter2');
    expect(gateway.stdout()).toBe('');
  });
});
