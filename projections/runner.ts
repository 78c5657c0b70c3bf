import type { Logger } from '../services/platform/logger';
import type { Checkpoint, EventStore, RecordedEvent } from '../services/platform/ports/event-store';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from '../services/platform/ports/pubsub';
import type { SqlDatabase, SqlSession } from '../services/platform/ports/sql';
import type { Cell, Projection, Row } from './projection';
import { deleteRows, keyIdentity, qualified, readColumnTypes, selectRows, upsertRows } from './read-model-sql';

export interface RunnerDeps {
  readonly db: SqlDatabase;
  readonly store: EventStore;
  /** Told after each committed batch; null when nobody listens (replays). */
  readonly pubsub: PubSub | null;
  readonly logger: Logger;
}

export interface CatchUpOptions {
  readonly batchSize: number;
  /** The SQL schema holding the read model and its checkpoint: `public` live, a scratch one for replays. */
  readonly schema?: string;
  /** Stop after applying the event at this position (replays stop where the live model is); undefined: the end. */
  readonly until?: Checkpoint | null;
  readonly signal?: AbortSignal;
}

interface CheckpointRow {
  version: number;
  position: Checkpoint | null;
}

async function readCheckpoint(session: SqlSession, schema: string, name: string, lock: boolean): Promise<CheckpointRow | null> {
  const { rows } = await session.query<CheckpointRow>(
    `SELECT version, position FROM ${qualified(schema, 'log_checkpoints')} WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [name],
  );
  return rows[0] ?? null;
}

async function writeCheckpoint(session: SqlSession, schema: string, name: string, version: number, position: Checkpoint | null): Promise<void> {
  await session.query(
    `INSERT INTO ${qualified(schema, 'log_checkpoints')} (name, version, position, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, updated_at = now()`,
    [name, version, position],
  );
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

/** The events of a page up to and including `until` (all of them when there is no limit). */
function cutAt(events: readonly RecordedEvent[], until: Checkpoint | null | undefined): { events: readonly RecordedEvent[]; reached: boolean } {
  if (until === undefined) return { events, reached: false };
  const at = events.findIndex((r) => r.position === until);
  return at === -1 ? { events, reached: false } : { events: events.slice(0, at + 1), reached: true };
}

/** Folds a batch of events into the rows they touch: the new rows, and the keys whose rows are gone. */
async function applyToRows(tx: SqlSession, projection: Projection<Row>, schema: string, events: readonly RecordedEvent[]): Promise<number> {
  const touched = new Map<string, { key: readonly Cell[]; events: RecordedEvent[] }>();
  let applied = 0;
  for (const recorded of events) {
    if (!projection.handles.includes(recorded.event.type)) continue;
    const keys = projection.keysOf(recorded.event);
    if (keys.length > 0) applied++;
    for (const key of keys) {
      const id = keyIdentity(key);
      const entry = touched.get(id) ?? { key, events: [] };
      entry.events.push(recorded);
      touched.set(id, entry);
    }
  }
  if (touched.size === 0) return 0;

  const types = await readColumnTypes(tx, schema, projection.table);
  const select = selectRows(
    projection,
    schema,
    types,
    [...touched.values()].map((t) => t.key),
  );
  const { rows: existing } = await tx.query<Row>(select.sql, select.params);
  const current = new Map(existing.map((row) => [keyIdentity(projection.key.map((k) => row[k] ?? null)), row]));

  const upserts: Row[] = [];
  const deletions: (readonly Cell[])[] = [];
  for (const [id, { key, events: forRow }] of touched) {
    let row: Row | null = current.get(id) ?? null;
    for (const recorded of forRow) {
      row = projection.evolve(row, recorded.event, key);
    }
    if (row === null) deletions.push(key);
    else upserts.push(row);
  }
  if (deletions.length > 0) {
    const del = deleteRows(projection, schema, types, deletions);
    await tx.query(del.sql, del.params);
  }
  if (upserts.length > 0) {
    const up = upsertRows(projection, schema, types, upserts);
    await tx.query(up.sql, up.params);
  }
  return applied;
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
 * Reads one batch after the checkpoint and applies it: rows and checkpoint in
 * one transaction, so a crash at any point leaves both as they were. The
 * checkpoint row is locked and re-checked, so two runners never apply the same
 * batch twice. Publishes "changed" after the commit.
 */
export async function applyNextBatch(deps: RunnerDeps, projection: Projection<Row>, options: CatchUpOptions): Promise<BatchResult> {
  const schema = options.schema ?? 'public';
  const start = await readCheckpoint(deps.db, schema, projection.name, false);
  if (start === null) throw new Error(`projection ${projection.name} has no checkpoint row; call prepareProjection first`);
  if (options.until === null || (options.until !== undefined && start.position === options.until)) {
    return { read: 0, applied: 0, position: start.position, done: true };
  }
  const page = await deps.store.readAll(start.position, options.batchSize);
  const { events, reached } = cutAt(page.events, options.until);
  if (events.length === 0) return { read: 0, applied: 0, position: start.position, done: true };
  const position = events[events.length - 1]!.position;

  const applied = await deps.db.transaction(async (tx) => {
    const locked = await readCheckpoint(tx, schema, projection.name, true);
    if (locked?.position !== start.position || locked.version !== projection.version) return null;
    const count = await applyToRows(tx, projection, schema, events);
    await writeCheckpoint(tx, schema, projection.name, projection.version, position);
    return count;
  });
  if (applied === null) return { read: 0, applied: 0, position: start.position, done: false };

  if (deps.pubsub && applied > 0) {
    const notice: ProjectionChanged = { projection: projection.name, position };
    await deps.pubsub
      .publish(PROJECTION_CHANGED_TOPIC, notice)
      .catch((error: unknown) => deps.logger.warn('could not publish a projection change', { projection: projection.name, error }));
  }
  return { read: events.length, applied, position, done: reached };
}

/** Applies batches until the projection has read everything readable (or reached `until`). */
export async function catchUp(
  deps: RunnerDeps,
  projection: Projection<Row>,
  options: CatchUpOptions,
): Promise<{ read: number; applied: number; position: Checkpoint | null }> {
  let read = 0;
  let applied = 0;
  for (;;) {
    if (options.signal?.aborted) break;
    const batch = await applyNextBatch(deps, projection, options);
    read += batch.read;
    applied += batch.applied;
    if (batch.done) return { read, applied, position: batch.position };
  }
  const stored = await readCheckpoint(deps.db, options.schema ?? 'public', projection.name, false);
  return { read, applied, position: stored?.position ?? null };
}

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Keeps every projection current: prepares each (rebuilding on a new
 * version), catches up, then waits for appends. Errors are logged and retried
 * after a pause; the loop never ends the process.
 */
export function startProjectionRunner(
  deps: RunnerDeps,
  projections: readonly Projection<Row>[],
  { batchSize = 500, idleWaitMs = 1000 } = {},
): ProjectionRunner {
  const stopping = new AbortController();
  const loop = (async () => {
    const prepared = new Set<string>();
    while (!stopping.signal.aborted) {
      try {
        for (const projection of projections) {
          if (!prepared.has(projection.name)) {
            const state = await prepareProjection(deps.db, projection);
            if (state === 'rebuilding') deps.logger.info('projection version changed; rebuilding from the start of the log', { projection: projection.name });
            prepared.add(projection.name);
          }
          await catchUp(deps, projection, { batchSize, signal: stopping.signal });
        }
        await deps.store.waitForAppend(idleWaitMs, stopping.signal);
      } catch (error) {
        if (stopping.signal.aborted) break;
        deps.logger.error('projection runner failed; retrying', { error });
        await new Promise((resolve) => setTimeout(resolve, 1000));
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
