import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { auditStreamId } from '../../../../schema/events/audit';
import { createOutboxEventLog } from '../../../../services/platform/event-store/outbox-event-log';
import { createPostgresEventLog } from '../../../../services/platform/event-store/postgres-event-log';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import { createOptionStore } from '../../../../services/platform/options/option-store';
import { createInProcessPubSub } from '../../../../services/platform/adapters/in-process-pubsub';
import type { EventLog } from '../../../../services/platform/ports/event-log';
import type { TransactionalEventStore } from '../../../../services/platform/ports/event-store';
import { TEST_ADMIN } from '../../../testkit/actors';
import { describeOnEachBackend } from '../../../testkit/databases';
import { configChanged, streamOf } from '../../../testkit/events';
import { eventually } from '../../../testkit/eventually';
import { createSecretBox } from '../../../../services/platform/crypto/secret-box';

/**
 * The two EventLog implementations. The outbox one is what a gateway with
 * EVENTSTORE_URL runs; its target here is the Postgres event store, standing
 * in for EventStoreDB (which has no server on this project's machines), so
 * the outbox path runs on every backend.
 */
describeOnEachBackend('event log', (test) => {
  let target: TransactionalEventStore;
  const logs: EventLog[] = [];
  beforeEach(() => {
    target = createPostgresEventStore(test.db);
  });
  afterEach(async () => {
    await Promise.all(logs.splice(0).map((log) => log.close()));
    await test.db.execScript('TRUNCATE events, event_streams, event_outbox, options');
  });

  const outboxLog = ({ relay = true, pollIntervalMs = 50 } = {}) => {
    const log = createOutboxEventLog({ db: test.db, store: target, logger: silentLogger, relay, relayTimings: { pollIntervalMs, retryDelayMs: 10 } });
    logs.push(log);
    return log;
  };
  const queued = async () => (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_outbox')).rows[0]!.n;
  const inLog = async (streamId: string) => (await target.readStream(streamId)).map((r) => r.event);

  it('on Postgres, appends inside the caller transaction and commits with it, or not at all', async () => {
    const log = createPostgresEventLog(target);
    const [kept, dropped] = [configChanged(), configChanged()];
    const outcome = await test.db.transaction((tx) => log.appendInTransaction(tx, kept.streamId, [kept], 'no_stream'));
    log.afterCommit();
    expect(outcome).toMatchObject({ outcome: 'appended', result: { revision: 0n, written: true } });
    await expect(
      test.db.transaction(async (tx) => {
        await log.appendInTransaction(tx, dropped.streamId, [dropped], 'no_stream');
        throw new Error('the command failed after appending');
      }),
    ).rejects.toThrow('the command failed');
    expect(await inLog(kept.streamId)).toEqual([kept]);
    expect(await inLog(dropped.streamId)).toEqual([]);
    expect(log.store).toBe(target);
  });

  it('through the outbox, queues inside the caller transaction and the relay appends after the commit, in order', async () => {
    const log = outboxLog();
    const events = streamOf(3);
    const stream = events[0]!.streamId;
    const outcome = await test.db.transaction(async (tx) => {
      const first = await log.appendInTransaction(tx, stream, events.slice(0, 1), 'no_stream');
      await log.appendInTransaction(tx, stream, events.slice(1), 0n);
      return first;
    });
    log.afterCommit();
    expect(outcome).toEqual({ outcome: 'queued', outboxSequence: expect.any(BigInt) });
    await eventually(async () => (await queued()) === 0, { what: 'the outbox to be empty' });
    expect(await inLog(stream)).toEqual(events);
    expect(log.store).toBe(target);
  });

  it('through the outbox, queues nothing when the caller transaction rolls back', async () => {
    const log = outboxLog();
    const event = configChanged();
    await expect(
      test.db.transaction(async (tx) => {
        await log.appendInTransaction(tx, event.streamId, [event], 'any');
        throw new Error('the command failed after queueing');
      }),
    ).rejects.toThrow('the command failed');
    expect(await queued()).toBe(0);
    expect(await inLog(event.streamId)).toEqual([]);
  });

  it('through the outbox, relays an option change the option store records, woken by the commit', async () => {
    // A poll this slow never comes within the test: only the wake-up after the commit moves the row.
    const log = outboxLog({ pollIntervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the relay has looked once and is idle now
    const pubsub = createInProcessPubSub();
    const options = await createOptionStore({
      db: test.db,
      pubsub,
      logger: silentLogger,
      clock: () => new Date(),
      recordEvents: async (tx, streamId, batch) => {
        await log.appendInTransaction(tx, streamId, batch, 'any');
      },
      eventsCommitted: () => log.afterCommit(),
      secretBox: createSecretBox(randomBytes(32)),
    });
    try {
      await options.set('SystemName', 'Relayed', TEST_ADMIN);
      const stream = auditStreamId('option', 'SystemName');
      // On a shared server another file's open transaction can hide the row from the first look; a later commit wakes it again.
      await eventually(
        async () => {
          if ((await inLog(stream)).length > 0) return true;
          log.afterCommit();
          return false;
        },
        { what: 'the option change to be in the log' },
      );
      expect(await inLog(stream)).toEqual([
        expect.objectContaining({ type: 'ConfigChanged', actor: TEST_ADMIN, data: expect.objectContaining({ entityId: 'SystemName', after: 'Relayed' }) }),
      ]);
      // The relay deletes its row only after the append has answered, so the row can outlive the first look at the log.
      await eventually(async () => (await queued()) === 0, { what: 'the outbox to be empty' });
    } finally {
      options.close();
      await pubsub.close();
    }
  });

  it('through the outbox without a relay of its own, leaves rows for a process that runs one', async () => {
    const writer = outboxLog({ relay: false });
    const events = streamOf(2);
    await test.db.transaction((tx) => writer.appendInTransaction(tx, events[0]!.streamId, events, 'no_stream'));
    writer.afterCommit();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await queued()).toBe(1);

    outboxLog();
    await eventually(async () => (await queued()) === 0, { what: 'the other relay to empty the outbox' });
    expect(await inLog(events[0]!.streamId)).toEqual(events);
  });

  it('through the outbox, stops relaying once closed', async () => {
    const log = outboxLog();
    await log.close();
    const event = configChanged();
    await test.db.transaction((tx) => log.appendInTransaction(tx, event.streamId, [event], 'any'));
    log.afterCommit();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await queued()).toBe(1);
    expect(await inLog(event.streamId)).toEqual([]);
  });
});
