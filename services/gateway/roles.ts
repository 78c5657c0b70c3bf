import type { Config } from '../platform/config/config';

/**
 * With EventStoreDB, the outbox relay runs in the processes that serve
 * requests (api, relay), which are the ones that queue events: a commit then
 * wakes a relay in its own process at once instead of at another process's
 * next poll. Worker processes (projections, forwarder) only read the log.
 * The same processes run the workers that end dead requests' reservations and
 * the scheduled jobs.
 */
export const queuesEvents = (config: Config): boolean => config.roles.has('api') || config.roles.has('relay');

/** Whether this process forwards the log to Kafka. */
export const forwardsToKafka = (config: Config): boolean => config.kafkaBrokers.length > 0 && config.roles.has('forwarder');
