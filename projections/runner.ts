import { createAppendWake, DEFAULT_COALESCE_MS } from '../services/platform/append-wake';
import { pause } from '../services/platform/follow-loop';
import type { Checkpoint } from '../services/platform/ports/event-store';
import type { SqlDatabase } from '../services/platform/ports/sql';
import { readCheckpoint, writeCheckpoint } from './checkpoints';
import { createColumnTypeCache, type ColumnTypeCache } from './column-type-cache';
import type { Projection, Row } from './projection';
import { qualified } from './read-model-sql';
import type { RunnerDeps } from './runner-deps';
import { applySharedBatch } from './shared-batch';
import { createSharedRound } from './shared-round';

export type { RunnerDeps } from './runner-deps';

export interface CatchUpOptions {
  readonly batchSize: number;
  /** The SQL schema holding the read model and its checkpoint: `public` live, a scratch one for replays. */
  readonly schema?: string;
  /** Stop after applying the event at this position (replays stop where the live model is); undefined: the end. */
  readonly until?: Checkpoint | null;
  readonly signal?: AbortSignal;
  /** Column types already read; by default each catch-up reads them once. */
  readonly columnTypes?: ColumnTypeCache;
}

/**
 * Makes sure the projection has a checkpoint row, and when its version
 * changed, empties its table and rewinds it to the start of the log.
 */
export async function prepareProjection(db: SqlDatabase, projection: Projection<Row>, schema = 'public'): Promise<'fresh' | 'current' | 'rebuilding'> {
  return db.transaction(async (tx) => {
    const stored = await readCheckpoint(tx, schema, projection.name, true);
    if (stored?.version === projection.version) return 'current';
    await tx.execScript(`TRUNCATE ${qualified(schema, projection.table)}`);
    await writeCheckpoint(tx, schema, projection.name, projection.version, null);
    return stored === null ? 'fresh' : 'rebuilding';
  });
}

export interface BatchResult {
  /** Events read from the log in this batch (handled or not). */
  readonly read: number;
  /** Events the projection applied. */
  readonly applied: number;
  readonly position: Checkpoint | null;
  /** Nothing more to read (caught up, or reached `until`). */
  readonly done: boolean;
}

/**
 * One projection alone: reads one batch after its checkpoint and applies it,
 * rows and checkpoint in one transaction under the checkpoint's row lock
 * (applySharedBatch with one member). Replays and tests use it; the runner
 * moves every projection at one checkpoint together (shared-round.ts).
 */
export async function applyNextBatch(deps: RunnerDeps, projection: Projection<Row>, options: CatchUpOptions): Promise<BatchResult> {
  const schema = options.schema ?? 'public';
  const start = await readCheckpoint(deps.db, schema, projection.name, false);
  if (start === null) throw new Error(`projection ${projection.name} has no checkpoint row; call prepareProjection first`);
  if (start.version !== projection.version) throw new Error(`projection ${projection.name} has a checkpoint of version ${start.version}; prepare it first`);
  if (options.until === null || (options.until !== undefined && start.position === options.until)) {
    return { read: 0, applied: 0, position: start.position, done: true };
  }
  const batch = await applySharedBatch(deps, [projection], start.position, {
    batchSize: options.batchSize,
    schema,
    stopAt: new Set(options.until === undefined ? [] : [options.until]),
    columnTypes: options.columnTypes ?? createColumnTypeCache(),
  });
  if (batch.read === 0) return { read: 0, applied: 0, position: start.position, done: true };
  const applied = batch.applied.get(projection.name);
  if (applied === undefined) return { read: 0, applied: 0, position: start.position, done: false };
  return { read: batch.read, applied, position: batch.position, done: batch.stopped };
}

/** Applies batches until the projection has read everything readable (or reached `until`). */
export async function catchUp(
  deps: RunnerDeps,
  projection: Projection<Row>,
  options: CatchUpOptions,
): Promise<{ read: number; applied: number; position: Checkpoint | null }> {
  const withTypes = { ...options, columnTypes: options.columnTypes ?? createColumnTypeCache() };
  let read = 0;
  let applied = 0;
  for (;;) {
    if (options.signal?.aborted) break;
    const batch = await applyNextBatch(deps, projection, withTypes);
    read += batch.read;
    applied += batch.applied;
    if (batch.done) return { read, applied, position: batch.position };
  }
  const stored = await readCheckpoint(deps.db, options.schema ?? 'public', projection.name, false);
  return { read, applied, position: stored?.position ?? null };
}

export interface RunnerOptions {
  /** Events per page of the log. Default 500. */
  readonly batchSize?: number;
  /** With no append in this process, look again after this long. Default 1 s. */
  readonly idleWaitMs?: number;
  /** Once an append wakes the runner, wait this long for more before the round (services/platform/append-wake.ts). Default 25 ms; 0 reads at once. */
  readonly coalesceMs?: number;
}

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Keeps every projection current: prepares each (rebuilding on a new
 * version), then runs rounds (shared-round.ts): each page of the log is read
 * once and applied to every projection at that checkpoint in one
 * transaction. Between rounds it waits for an append, then `coalesceMs`
 * more; it never waits while behind. Errors are logged and retried after a
 * pause; the loop never ends the process.
 */
export function startProjectionRunner(
  deps: RunnerDeps,
  projections: readonly Projection<Row>[],
  { batchSize = 500, idleWaitMs = 1000, coalesceMs = DEFAULT_COALESCE_MS }: RunnerOptions = {},
): ProjectionRunner {
  const stopping = new AbortController();
  const columnTypes = createColumnTypeCache();
  const round = createSharedRound(deps, projections, { batchSize, columnTypes });
  const wake = createAppendWake(deps.store, { idleWaitMs, coalesceMs }, stopping.signal);
  const loop = (async () => {
    const prepared = new Set<string>();
    while (!stopping.signal.aborted) {
      try {
        for (const projection of projections) {
          if (prepared.has(projection.name)) continue;
          const state = await prepareProjection(deps.db, projection);
          if (state === 'rebuilding') deps.logger.info('projection version changed; rebuilding from the start of the log', { projection: projection.name });
          prepared.add(projection.name);
          columnTypes.clear();
          round.forget();
        }
        wake.arm();
        await round.run(stopping.signal);
        await wake.wait();
      } catch (error) {
        if (stopping.signal.aborted) break;
        deps.logger.error('projection runner failed; retrying', { error });
        columnTypes.clear();
        round.forget();
        await pause(1000, stopping.signal);
      }
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
