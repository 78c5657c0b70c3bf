/**
 * The Kafka forwarder alone in a process, for the crash tests
 * (`node_modules/.bin/tsx tests/testkit/kafka-forwarder-main.ts`). Settings
 * come from the environment:
 *
 *   FORWARDER_DATABASE    a postgres:// URL, or a PGlite directory (one process at a time)
 *   KAFKA_BROKERS         comma-separated host:port list
 *   FORWARDER_TOPIC, FORWARDER_PARTITIONS, FORWARDER_BATCH_SIZE
 *   FORWARDER_HANG_AFTER  optional: once this process has published this many
 *                         events, the publish that got there never returns, so
 *                         its batch is on the topic but not checkpointed: the
 *                         moment a crash repeats events
 *
 * It reports on stdout, one JSON object a line: `{"published":n,"batch":k}`
 * after each publish, `{"hanging":true}`, and `{"stopped":true}` after a
 * clean stop on SIGTERM. Warnings go to stderr.
 */
import { startKafkaForwarder } from '../../projections/kafka-forwarder';
import { createKafkaEventBus } from '../../services/platform/adapters/kafka';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { createLogger } from '../../services/platform/logger';
import type { EventBus } from '../../services/platform/ports/event-bus';
import { applyKafkajsControllerShim } from './kafkajs-controller-shim';

const say = (line: Record<string, unknown>) => process.stdout.write(JSON.stringify(line) + '\n');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Reports each publish and, past `hangAfter` events, never returns from one. */
function reporting(bus: EventBus, hangAfter: number | null): EventBus {
  let published = 0;
  return {
    ...bus,
    async publish(topic, records) {
      await bus.publish(topic, records);
      published += records.length;
      say({ published, batch: records.length });
      if (hangAfter !== null && published >= hangAfter) {
        say({ hanging: true });
        await new Promise<never>(() => {});
      }
    },
  };
}

applyKafkajsControllerShim();
const database = required('FORWARDER_DATABASE');
const db = database.startsWith('postgres') ? openPostgres({ url: database, poolMax: 2 }) : await openPglite(database);
const logger = createLogger('warn');
const bus = createKafkaEventBus({ brokers: required('KAFKA_BROKERS').split(','), logger });
const hangAfter = process.env.FORWARDER_HANG_AFTER ? Number(process.env.FORWARDER_HANG_AFTER) : null;

const forwarder = startKafkaForwarder(
  { store: createPostgresEventStore(db), db, bus: reporting(bus, hangAfter), logger },
  {
    topic: required('FORWARDER_TOPIC'),
    partitions: Number(required('FORWARDER_PARTITIONS')),
    batchSize: Number(required('FORWARDER_BATCH_SIZE')),
    idleWaitMs: 100,
  },
);

process.once('SIGTERM', async () => {
  await forwarder.stop();
  await bus.close();
  await db.close();
  say({ stopped: true });
  process.exit(0);
});
