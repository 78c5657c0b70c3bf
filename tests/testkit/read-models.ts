import type { Projection, Row } from '../../projections/projection';
import { PROJECTIONS } from '../../projections/registry';
import { createScratchSchema, liveSnapshot, rebuildInto, type TableDigest } from '../../projections/replay-verify';
import { prepareProjection, type RunnerDeps } from '../../projections/runner';
import type { Checkpoint, EventStore } from '../../services/platform/ports/event-store';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from '../../services/platform/ports/pubsub';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { readAtLeast } from './read-log';

/** Empties the read models and their checkpoints, as on a new database (the log stays). */
export async function resetReadModels(db: SqlDatabase, projections: readonly Projection<Row>[] = PROJECTIONS): Promise<void> {
  await db.query('DELETE FROM log_checkpoints WHERE name = ANY($1::text[])', [projections.map((p) => p.name)]);
  for (const projection of projections) await prepareProjection(db, projection);
}

/** Each projection's checkpoint position, by name. */
export async function checkpointsOf(db: SqlDatabase, projections: readonly Projection<Row>[] = PROJECTIONS): Promise<Map<string, Checkpoint | null>> {
  const { rows } = await db.query<{ name: string; position: Checkpoint | null }>('SELECT name, position FROM log_checkpoints WHERE name = ANY($1::text[])', [
    projections.map((p) => p.name),
  ]);
  return new Map(rows.map((r) => [r.name, r.position]));
}

/** The position of the last event in the log (waiting until every recorded event is readable). */
export async function endOfLog(db: SqlDatabase, store: EventStore): Promise<Checkpoint | null> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  const total = rows[0]!.n;
  if (total === 0) return null;
  return (await readAtLeast(store, null, total)).at(-1)!.position;
}

/** Whether every projection's checkpoint stands at `position`. */
export async function allAt(db: SqlDatabase, position: Checkpoint | null, projections: readonly Projection<Row>[] = PROJECTIONS): Promise<boolean> {
  const checkpoints = await checkpointsOf(db, projections);
  return projections.every((p) => checkpoints.get(p.name) === position);
}

/** The live table and a rebuild of the log into a scratch schema up to the live checkpoint: equal digests mean nothing lost or applied twice. */
export async function liveAndRebuilt(deps: RunnerDeps, projection: Projection<Row>): Promise<{ live: TableDigest; rebuilt: TableDigest }> {
  const live = await liveSnapshot(deps.db, projection);
  const scratch = await createScratchSchema(deps.db, [projection]);
  try {
    const rebuilt = await rebuildInto({ ...deps, pubsub: null }, projection, scratch.schema, { batchSize: 500, until: live.position });
    return { live: { digest: live.digest, rows: live.rows }, rebuilt };
  } finally {
    await scratch.drop();
  }
}

/** A projection.changed notice, and whether the checkpoint it names was already committed when it was published. */
export interface PublishedChange extends ProjectionChanged {
  readonly committed: boolean;
}

/**
 * A PubSub that records the projection.changed notices it is given, looking
 * through `db` (another connection than the runner's transaction) whether
 * the checkpoint the notice names was committed by then.
 */
export function recordingChanges(db: SqlDatabase): PubSub & { readonly changes: PublishedChange[] } {
  const changes: PublishedChange[] = [];
  return {
    changes,
    async publish(topic, payload) {
      if (topic !== PROJECTION_CHANGED_TOPIC) return;
      const notice = payload as ProjectionChanged;
      const checkpoints = await checkpointsOf(
        db,
        PROJECTIONS.filter((p) => p.name === notice.projection),
      );
      changes.push({ ...notice, committed: checkpoints.get(notice.projection) === notice.position });
    },
    // eslint-disable-next-line require-yield
    async *subscribe() {
      return;
    },
    async close() {},
  };
}
