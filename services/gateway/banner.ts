import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { redactUrl, type Config } from '../platform/config/config';
import { EVENTS_TOPIC } from '../../projections/kafka-event-record';
import { forwardsToKafka, queuesEvents } from './roles';
import { PACKAGE_VERSION } from './version';

/** Human-readable lines for the start-up banner: what runs in this process and on which backends. */
export function describeBackends(config: Config, address: AddressInfo): string[] {
  const consoleBuilt = existsSync(path.join(config.consoleDir, 'index.html'));
  const shown = (p: string) => path.relative(process.cwd(), p) || '.';
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  const brokers = config.kafkaBrokers.join(',');
  const eventStore = config.eventStoreUrl
    ? `EventStoreDB ${redactUrl(config.eventStoreUrl)}; config changes reach it through the Postgres outbox` +
      (queuesEvents(config) ? ', relayed from here' : ' (relayed by api/relay processes)')
    : 'Postgres events table (same database)';
  const bus = forwardsToKafka(config)
    ? `Kafka ${brokers}: forwarding the log to ${EVENTS_TOPIC} (${config.kafkaTopicPartitions} partitions if it creates the topic)`
    : config.kafkaBrokers.length > 0
      ? `Kafka ${brokers}, not forwarding from here (forwarder role off)`
      : 'none (set KAFKA_BROKERS to forward events to Kafka)';
  return [
    `Tollgate ${PACKAGE_VERSION} is listening on ${url}`,
    `  roles         ${[...config.roles].join(', ')}`,
    `  console       ${config.roles.has('api') ? (consoleBuilt ? `${url}/ (from ${shown(config.consoleDir)})` : 'not built: run `npm run build`, then reload') : 'not served (api role off)'}`,
    `  api           ${config.roles.has('api') ? `${url}/api  ${url}/graphql (HTTP, WebSocket, SSE)` : 'not served (api role off)'}`,
    `  relay         ${config.roles.has('relay') ? `${url}/v1 (OpenAI formats)  ${url}/pg (playground)` : 'not served (relay role off)'}`,
    `  database      ${config.database.kind === 'pglite' ? `embedded PGlite in ${shown(config.database.dir)}` : `PostgreSQL ${redactUrl(config.database.url)}`}`,
    `  event store   ${eventStore}`,
    `  bus           ${bus}`,
    `  pubsub        ${config.redisUrl ? `Redis ${redactUrl(config.redisUrl)}` : 'in-process (set REDIS_URL to share across instances)'}`,
  ];
}
