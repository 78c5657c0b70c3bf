import type { Projection, Row } from '../../projections/projection';
import { catchUp, type RunnerDeps } from '../../projections/runner';
import { eventually } from './eventually';
import { readAtLeast } from './read-log';
import type { Checkpoint } from '../../services/platform/ports/event-store';

/** Where the `total`-th event of the log stands, waiting until that many are readable. */
export async function positionOfEvent(deps: Pick<RunnerDeps, 'store'>, total: number): Promise<Checkpoint> {
  const log = await readAtLeast(deps.store, null, total);
  if (log.length < total) throw new Error(`the log holds ${log.length} readable events, expected ${total}`);
  return log[total - 1]!.position;
}

/**
 * Catches a projection up to `target`, a position in the log. One catch-up
 * stops at the first empty read, and on a shared PostgreSQL server another
 * test file's open transaction can make a read briefly come back empty.
 */
export async function catchUpTo(deps: RunnerDeps, projection: Projection<Row>, target: Checkpoint, what: string): Promise<void> {
  await eventually(async () => (await catchUp(deps, projection, { batchSize: 1000 })).position === target, {
    what: `${projection.name} to reach ${what}`,
    timeoutMs: 60_000,
    everyMs: 20,
  });
}

/** Catches a projection up to the `total`-th event of the log. */
export async function catchUpOnAll(deps: RunnerDeps, projection: Projection<Row>, total: number): Promise<void> {
  await catchUpTo(deps, projection, await positionOfEvent(deps, total), `the ${total}th event`);
}
