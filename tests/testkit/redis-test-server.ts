import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { connectRedis, type RedisConnectOptions, type RedisConnection } from '../../services/platform/adapters/redis';
import { silentLogger } from '../../services/platform/logger';

/** Where Redis is for this run: `REDIS_URL`, or nothing (the Redis suites then skip and say why). */
export const redisUrl = (): string | null => process.env.REDIS_URL?.trim() || null;

export const redisMissing = (): boolean => redisUrl() === null;

const MISSING_REASON = 'REDIS_URL is not set';

/** Added to a Redis suite's name; when Redis is missing it says why, and prints it once as well. */
export function redisSkipNote(): string {
  if (!redisMissing()) return '';
  console.warn(`[skipped] Redis suites: ${MISSING_REASON}`);
  return ` (skipped: ${MISSING_REASON})`;
}

export interface TestRedis {
  /** The key prefix of this test file; every key and channel it makes starts with it. */
  readonly filePrefix: string;
  /** The client name this file's adapter connections start with (see `CLIENT LIST`). */
  readonly clientName: string;
  /** A connection for the adapters under test. */
  connection(): RedisConnection;
  /** A connection for the test itself (CLIENT LIST, CLIENT KILL, looking at keys). */
  admin(): RedisConnection;
  /** A fresh prefix inside the file's prefix, so each test sees only its own keys. */
  nextPrefix(): string;
  /** Another adapter connection, as a second gateway instance would have; closed after the file. */
  openConnection(overrides?: Partial<RedisConnectOptions>): Promise<RedisConnection>;
}

/**
 * Opens this test file's Redis connections before its tests and, after them,
 * deletes every key under the file's random prefix and closes the connections.
 */
export function useTestRedis(): TestRedis {
  const runId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const filePrefix = `tollgate-test:${runId}:`;
  const clientName = `tollgate:test-${runId}`;
  const opened: RedisConnection[] = [];
  let main: RedisConnection | undefined;
  let admin: RedisConnection | undefined;
  let prefixes = 0;

  const open = async (overrides: Partial<RedisConnectOptions> = {}) => {
    const connection = await connectRedis({ url: redisUrl()!, logger: silentLogger, name: clientName, maxRetryDelayMs: 200, ...overrides });
    opened.push(connection);
    return connection;
  };

  beforeAll(async () => {
    admin = await connectRedis({ url: redisUrl()!, logger: silentLogger, name: `tollgate:admin-${runId}` });
    main = await open();
  });

  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()));
    if (admin === undefined) return;
    await deleteKeys(admin, filePrefix);
    await admin.close();
  });

  return {
    filePrefix,
    clientName,
    connection: () => main!,
    admin: () => admin!,
    nextPrefix: () => `${filePrefix}${++prefixes}:`,
    openConnection: open,
  };
}

/** Kills (CLIENT KILL) every connection whose name starts with `namePrefix`; returns the ids it killed. */
export async function killClients(admin: RedisConnection, namePrefix: string): Promise<string[]> {
  const ids = await clientIds(admin, namePrefix);
  for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
  return ids;
}

/** The ids of the connections whose name starts with `namePrefix`, from CLIENT LIST. */
export async function clientIds(admin: RedisConnection, namePrefix: string): Promise<string[]> {
  const list = (await admin.call('CLIENT', 'LIST')) as string;
  return list
    .split('\n')
    .map((line) => ({ id: /\bid=(\d+)/.exec(line)?.[1], name: /\bname=(\S*)/.exec(line)?.[1] }))
    .filter((client) => client.id !== undefined && client.name?.startsWith(namePrefix))
    .map((client) => client.id!);
}

async function deleteKeys(admin: RedisConnection, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = (await admin.call('SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)) as [string, string[]];
    if (keys.length > 0) await admin.call('DEL', ...keys);
    cursor = next;
  } while (cursor !== '0');
}
