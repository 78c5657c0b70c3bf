import type { Projection, Row } from '../../projections/projection';
import { catchUp, type RunnerDeps } from '../../projections/runner';
import { eventually } from './eventually';
import { readAtLeast } from './read-log';

/**
 * Catches a projection up to the `total`-th event of the log. One catch-up
 * stops at the first empty read, and on a shared PostgreSQL server another
 * test file's open transaction can make a read briefly come back empty.
 */
export async function catchUpOnAll(deps: RunnerDeps, projection: Projection<Row>, total: number): Promise<void> {
  const log = await readAtLeast(deps.store, null, total);
  if (log.length < total) throw new Error(`the log holds ${log.length} readable events, expected ${total}`);
  const target = log[total - 1]!.position;
  await eventually(async () => (await catchUp(deps, projection, { batchSize: 250 })).position === target, {
    what: `${projection.name} to reach the ${total}th event`,
    timeoutMs: 60_000,
    everyMs: 20,
  });
}
