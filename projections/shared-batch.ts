import type { Checkpoint } from '../services/platform/ports/event-store';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged } from '../services/platform/ports/pubsub';
import { applyToRows } from './apply-rows';
import { advanceCheckpoints, readCheckpoints, type CheckpointRow } from './checkpoints';
import type { ColumnTypeCache } from './column-type-cache';
import type { Projection, Row } from './projection';
import type { RunnerDeps } from './runner-deps';

export interface SharedBatchOptions {
  readonly batchSize: number;
  /** The SQL schema holding the read models and their checkpoints. */
  readonly schema: string;
  /** The batch ends at the first of these positions its page reaches (inclusive): another group's checkpoint, a replay's end. */
  readonly stopAt: ReadonlySet<Checkpoint>;
  readonly columnTypes: ColumnTypeCache;
}

export interface SharedBatch {
  /** Events of the log applied through (handled or not); 0 when nothing new was readable. */
  readonly read: number;
  /** Where the members that applied the batch now stand (`from` when nothing was read). */
  readonly position: Checkpoint | null;
  /** The page read was the readable end of the log, at a moment after the call began. */
  readonly atEnd: boolean;
  /** The batch ended at one of `stopAt`. */
  readonly stopped: boolean;
  /** Per member that applied the batch, the events it applied; a member missing here had moved (raced) or changed version. */
  readonly applied: ReadonlyMap<string, number>;
  /** The members' checkpoint rows as found under the lock, before this batch; empty when nothing was read. */
  readonly found: ReadonlyMap<string, CheckpointRow>;
}

/**
 * Reads one page of the log after `from` and applies it to every member, all
 * in one transaction: every member's checkpoint row is locked (in name order)
 * and re-checked, each member still at `from` with its own version folds the
 * page into its rows, and their checkpoints move to the page's last position
 * in one statement. A crash at any point leaves all rows and checkpoints as
 * they were; a member another runner moved meanwhile is left alone, so no
 * batch is applied twice. Publishes "changed" per member after the commit.
 */
export async function applySharedBatch(
  deps: RunnerDeps,
  members: readonly Projection<Row>[],
  from: Checkpoint | null,
  options: SharedBatchOptions,
): Promise<SharedBatch> {
  const page = await deps.store.readAll(from, options.batchSize);
  const cut = page.events.findIndex((r) => options.stopAt.has(r.position));
  const events = cut === -1 ? page.events : page.events.slice(0, cut + 1);
  const atEnd = page.events.length < options.batchSize && events.length === page.events.length;
  if (events.length === 0) return { read: 0, position: from, atEnd, stopped: false, applied: new Map(), found: new Map() };
  const position = events[events.length - 1]!.position;

  const { applied, found } = await deps.db.transaction(async (tx) => {
    const locked = await readCheckpoints(
      tx,
      options.schema,
      members.map((p) => p.name),
      true,
    );
    const ready = members.filter((p) => {
      const row = locked.get(p.name);
      return row !== undefined && row.position === from && row.version === p.version;
    });
    const counts = new Map<string, number>();
    for (const projection of ready) counts.set(projection.name, await applyToRows(tx, projection, options.schema, events, options.columnTypes));
    if (ready.length > 0) {
      await advanceCheckpoints(
        tx,
        options.schema,
        ready.map((p) => p.name),
        position,
      );
    }
    return { applied: counts, found: locked };
  });

  await publishChanges(deps, applied, position);
  return { read: events.length, position, atEnd, stopped: cut !== -1, applied, found };
}

/** One `projection.changed` notice per projection that applied events, after the commit; a failed publish is logged, never thrown. */
async function publishChanges(deps: RunnerDeps, applied: ReadonlyMap<string, number>, position: Checkpoint): Promise<void> {
  const { pubsub, logger } = deps;
  if (!pubsub) return;
  const changed = [...applied].filter(([, count]) => count > 0).map(([name]) => name);
  await Promise.all(
    changed.map((projection) => {
      const notice: ProjectionChanged = { projection, position };
      return pubsub
        .publish(PROJECTION_CHANGED_TOPIC, notice)
        .catch((error: unknown) => logger.warn('could not publish a projection change', { projection, error }));
    }),
  );
}
