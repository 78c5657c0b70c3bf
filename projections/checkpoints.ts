import type { Checkpoint } from '../services/platform/ports/event-store';
import type { SqlSession } from '../services/platform/ports/sql';
import { qualified } from './read-model-sql';

/** A projection's row in `log_checkpoints`: the version it was built by and the last position it applied. */
export interface CheckpointRow {
  readonly version: number;
  readonly position: Checkpoint | null;
}

export async function readCheckpoint(session: SqlSession, schema: string, name: string, lock: boolean): Promise<CheckpointRow | null> {
  const { rows } = await session.query<CheckpointRow>(
    `SELECT version, position FROM ${qualified(schema, 'log_checkpoints')} WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [name],
  );
  return rows[0] ?? null;
}

/**
 * The rows of several projections in one statement; missing names are absent
 * from the map. With `lock`, the rows are locked in name order, so two
 * runners locking overlapping sets always take them in the same order and
 * never deadlock.
 */
export async function readCheckpoints(
  session: SqlSession,
  schema: string,
  names: readonly string[],
  lock: boolean,
): Promise<ReadonlyMap<string, CheckpointRow>> {
  const { rows } = await session.query<CheckpointRow & { name: string }>(
    `SELECT name, version, position FROM ${qualified(schema, 'log_checkpoints')} WHERE name = ANY($1::text[]) ORDER BY name${lock ? ' FOR UPDATE' : ''}`,
    [names],
  );
  return new Map(rows.map((r) => [r.name, { version: r.version, position: r.position }]));
}

export async function writeCheckpoint(session: SqlSession, schema: string, name: string, version: number, position: Checkpoint | null): Promise<void> {
  await session.query(
    `INSERT INTO ${qualified(schema, 'log_checkpoints')} (name, version, position, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, updated_at = now()`,
    [name, version, position],
  );
}

/** Moves several projections' checkpoints to one position (their rows are locked and their versions checked by the caller). */
export async function advanceCheckpoints(session: SqlSession, schema: string, names: readonly string[], position: Checkpoint): Promise<void> {
  await session.query(`UPDATE ${qualified(schema, 'log_checkpoints')} SET position = $1, updated_at = now() WHERE name = ANY($2::text[])`, [position, names]);
}
