import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStreamId } from '../../../../schema/events/audit';
import { StartupError } from '../../../../services/gateway/start-gateway';
import { TEST_ADMIN } from '../../../testkit/actors';
import { closedPort } from '../../../testkit/closed-port';
import { eventually } from '../../../testkit/eventually';
import { findEventStore, type RunningEventStore } from '../../../testkit/eventstoredb-server';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

const server = await findEventStore();
const missing = 'missing' in server ? server.missing : null;
if (missing) console.warn(`[skipped] gateway on EventStoreDB: ${missing}`);

/**
 * The whole gateway with EventStoreDB as the log of record: config changes go
 * through the Postgres outbox, and projections follow EventStoreDB. No server
 * runs on this project's machines, so here this suite is skipped; the outbox
 * path itself is exercised against a Postgres target in event-log.test.ts.
 */
describe.skipIf(missing !== null)(`a gateway with EVENTSTORE_URL${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let running: RunningEventStore | undefined;
  let t: TestGateway | undefined;
  beforeAll(async () => {
    if ('missing' in server) return;
    running = await server.start();
    t = await startTestGateway({ EVENTSTORE_URL: running.url });
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
    await running?.stop();
  });

  it('uses EventStoreDB as the log of record and says so', () => {
    expect(t!.gateway.events.store.kind).toBe('eventstoredb');
    expect(t!.gateway.banner).toContainEqual(expect.stringMatching(/^ {2}event store\s+EventStoreDB .*through the Postgres outbox, relayed from here$/));
  });

  it('moves the ConfigChanged event of an option change from the outbox to EventStoreDB', async () => {
    const { gateway } = t!;
    const name = `Outboxed ${randomUUID().slice(0, 8)}`;
    await gateway.options.set('SystemName', name, TEST_ADMIN);
    const stream = auditStreamId('option', 'SystemName');
    await eventually(async () => {
      const recorded = await gateway.events.store.readStream(stream);
      expect(recorded.map((r) => r.event.data)).toContainEqual(expect.objectContaining({ entityId: 'SystemName', after: name }));
    });
    await eventually(async () => expect((await gateway.db.query('SELECT sequence FROM event_outbox')).rows).toEqual([]));
  });

  it('runs its projections from EventStoreDB positions', async () => {
    await eventually(async () => {
      const { rows } = await t!.gateway.db.query<{ position: string | null }>("SELECT position FROM log_checkpoints WHERE name = 'activity_hourly'");
      expect(rows[0]?.position).toMatch(/^esdb:\d+:\d+$/);
    });
  });
});

describe('a gateway whose EVENTSTORE_URL does not answer', () => {
  it('refuses to start, in one line naming the variable, without the password', async () => {
    const url = `esdb://admin:hunter2@127.0.0.1:${await closedPort()}?tls=false`;
    const error = await startTestGateway({ EVENTSTORE_URL: url }).then(
      (started) => started.dispose().then(() => null),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toMatch(/^EVENTSTORE_URL: cannot connect to esdb:\/\/admin:\*\*\*@127\.0\.0\.1:\d+\?tls=false: EventStoreDB is unreachable: /);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('\n');
  }, 30_000);
});
