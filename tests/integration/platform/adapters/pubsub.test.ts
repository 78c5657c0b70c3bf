import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../../../services/platform/adapters/in-process-pubsub';
import { createRedisPubSub } from '../../../../services/platform/adapters/redis';
import { silentLogger } from '../../../../services/platform/logger';
import { pubSubContract } from './pubsub.contract';
import { readSubscription } from '../../../testkit/pubsub-reader';
import { clientIds, killClients, redisMissing, redisSkipNote, redisUrl, useTestRedis } from '../../../testkit/redis-test-server';
import { eventually } from '../../../testkit/eventually';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('in-process pubsub', () => {
  pubSubContract(async () => createInProcessPubSub());
});

describe.skipIf(redisMissing())(`redis pubsub${redisSkipNote()}`, () => {
  const redis = useTestRedis();

  pubSubContract(async () => createRedisPubSub(redis.connection(), { logger: silentLogger, prefix: redis.nextPrefix() }));

  it('delivers between two instances on separate connections', async () => {
    const prefix = redis.nextPrefix();
    const publisher = createRedisPubSub(redis.connection(), { logger: silentLogger, prefix });
    const subscriber = createRedisPubSub(await redis.openConnection(), { logger: silentLogger, prefix });
    const watching = new AbortController();
    const reader = readSubscription(subscriber, 'options', watching.signal);
    await reader.waitUntilLive(publisher);
    await publisher.publish('options', { key: 'RetryTimes' });
    expect(await reader.next()).toEqual({ key: 'RetryTimes' });
    watching.abort();
  });

  it('delivers what another process publishes', async () => {
    const prefix = redis.nextPrefix();
    const pubsub = createRedisPubSub(redis.connection(), { logger: silentLogger, prefix });
    const watching = new AbortController();
    const reader = readSubscription(pubsub, 'from-child', watching.signal);
    await reader.waitUntilLive(pubsub);

    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/testkit/redis-publisher.ts', prefix, 'from-child', '25'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', REDIS_URL: redisUrl()! },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(exitCode, stderr).toBe(0);

    const received = [];
    for (let i = 0; i < 25; i++) received.push(await reader.next());
    // tsx runs the script in a node process of its own, below the one spawned here.
    const publisherPid = (received[0] as { pid: number }).pid;
    expect(publisherPid).not.toBe(process.pid);
    expect(received).toEqual(Array.from({ length: 25 }, (_, seq) => ({ seq, pid: publisherPid })));
    watching.abort();
  });

  it('resubscribes after its connections are killed mid-run (CLIENT KILL), and publishing recovers', async () => {
    const connection = await redis.openConnection({ name: `${redis.clientName}-pubsub-kill` });
    const pubsub = createRedisPubSub(connection, { logger: silentLogger, prefix: redis.nextPrefix() });
    const watching = new AbortController();
    const reader = readSubscription(pubsub, 'survives', watching.signal);
    await reader.waitUntilLive(pubsub);
    await pubsub.publish('survives', { before: true });
    expect(await reader.next()).toEqual({ before: true });

    // Both connections go: the one that publishes and the one that subscribes (`…:sub`).
    const killed = await killClients(redis.admin(), connection.name);
    expect(killed).toHaveLength(2);
    await eventually(async () => expect(await clientIds(redis.admin(), connection.name)).toHaveLength(2));

    await reader.waitUntilLive(pubsub);
    for (let seq = 0; seq < 10; seq++) await pubsub.publish('survives', { seq });
    const received = [];
    for (let seq = 0; seq < 10; seq++) received.push(await reader.next());
    expect(received).toEqual(Array.from({ length: 10 }, (_, seq) => ({ seq })));
    watching.abort();
  });

  it('ends every subscription when closed', async () => {
    const pubsub = createRedisPubSub(await redis.openConnection(), { logger: silentLogger, prefix: redis.nextPrefix() });
    const reader = readSubscription(pubsub, 'closing', new AbortController().signal);
    await reader.waitUntilLive(pubsub);
    await pubsub.close();
    expect(await reader.ended()).toBe(true);
  });
});
