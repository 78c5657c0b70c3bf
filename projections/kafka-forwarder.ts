import { isAppError } from '../services/platform/errors';
import { loadCheckpoint, saveCheckpoint } from '../services/platform/event-store/log-checkpoints';
import type { Logger } from '../services/platform/logger';
import type { EventBus } from '../services/platform/ports/event-bus';
import type { Checkpoint, EventStore } from '../services/platform/ports/event-store';
import type { SqlDatabase } from '../services/platform/ports/sql';
import { EVENTS_TOPIC, publishEvents } from './kafka-event-record';
import { startFollowLoop } from '../services/platform/follow-loop';

/** The forwarder's row in `log_checkpoints`. A new version forwards the whole log again. */
export const KAFKA_FORWARDER_CHECKPOINT = { name: 'kafka-forwarder', version: 1 } as const;

export interface KafkaForwarderDeps {
  readonly store: EventStore;
  /** Where the checkpoint row lives. */
  readonly db: SqlDatabase;
  readonly bus: EventBus;
  readonly logger: Logger;
}

export interface KafkaForwarderOptions {
  /** Default `tollgate.events.v1`. */
  readonly topic?: string;
  /** Partitions of the topic when the forwarder has to create it. */
  readonly partitions: number;
  /** Events per read and per publish. Default 500. */
  readonly batchSize?: number;
  /**
   * When caught up, how long to wait for an append in this process before
   * reading again; appends by other processes are found by reading. Default 1 s.
   */
  readonly idleWaitMs?: number;
  /** The wait after a failure, doubling from `initialMs` up to `maxMs`. Default 250 ms to 30 s. */
  readonly retry?: { readonly initialMs: number; readonly maxMs: number };
  /** Aborting it stops the forwarder, as `stop()` does. */
  readonly signal?: AbortSignal;
}

export interface KafkaForwarder {
  /** Stops following the log; resolves once stopped. Closes neither the bus nor the database. */
  stop(): Promise<void>;
}

/**
 * Copies every event of the log to the bus (ARCHITECTURE decision 5): reads a
 * batch after its checkpoint, publishes it, then saves the checkpoint. A
 * crash between the two publishes those events again on restart, so delivery
 * is at least once and consumers drop repeats by the `event-id` header. Any
 * failure (bus or database) is logged and retried with backoff; it never
 * throws.
 */
export function startKafkaForwarder({ store, db, bus, logger }: KafkaForwarderDeps, options: KafkaForwarderOptions): KafkaForwarder {
  const { topic = EVENTS_TOPIC, partitions, batchSize = 500, idleWaitMs = 1_000 } = options;
  let topicReady = false;
  /** Undefined until the checkpoint is loaded; null means the start of the log. */
  let position: Checkpoint | null | undefined;

  return startFollowLoop({
    name: 'kafka forwarder',
    logger,
    retry: options.retry,
    signal: options.signal,
    step: async (signal) => {
      if (!topicReady) {
        await untilAborted(bus.ensureTopic(topic, { partitions }), signal);
        topicReady = true;
      }
      if (position === undefined) {
        position = await startingPoint(db, logger);
        logger.info('kafka forwarder started', { topic, from: position ?? 'the start of the log' });
      }
      const page = await store.readAll(position, batchSize);
      if (page.events.length === 0) return 'idle';
      await untilAborted(publishEvents(bus, topic, page.events), signal);
      await saveCheckpoint(db, KAFKA_FORWARDER_CHECKPOINT.name, { version: KAFKA_FORWARDER_CHECKPOINT.version, position: page.next });
      position = page.next;
      return 'again';
    },
    idle: (signal) => store.waitForAppend(idleWaitMs, signal),
    failureFields: (error) => ({ reason: isAppError(error) ? error.details?.reason : undefined }),
    onRecovered: (failedAttempts) => logger.info('kafka forwarder is forwarding again', { failedAttempts }),
    onStopped: () => logger.info('kafka forwarder stopped', { topic }),
  });
}

async function startingPoint(db: SqlDatabase, logger: Logger): Promise<Checkpoint | null> {
  const saved = await loadCheckpoint(db, KAFKA_FORWARDER_CHECKPOINT.name);
  if (saved === null || saved.version === KAFKA_FORWARDER_CHECKPOINT.version) return saved?.position ?? null;
  logger.info('kafka forwarder version changed; forwarding the whole log again', {
    savedVersion: saved.version,
    version: KAFKA_FORWARDER_CHECKPOINT.version,
  });
  return null;
}

/**
 * Waits for `work` unless `signal` aborts first, so stopping never waits on a
 * bus that does not answer. Abandoned work may still finish; nothing then
 * saves the checkpoint, so at worst those events are published again.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
