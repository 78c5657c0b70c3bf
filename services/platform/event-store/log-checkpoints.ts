import type { Checkpoint } from '../ports/event-store';
import type { SqlSession } from '../ports/sql';

export interface StoredCheckpoint {
  readonly version: number;
  /** null: nothing read yet, start from the beginning of the log. */
  readonly position: Checkpoint | null;
}

/** A follower's saved place in the log, or null if it never saved one. */
export async function loadCheckpoint(session: SqlSession, name: string): Promise<StoredCheckpoint | null> {
  const { rows } = await session.query<{ version: number; position: string | null }>('SELECT version, position FROM log_checkpoints WHERE name = $1', [name]);
  const row = rows[0];
  return row ? { version: row.version, position: row.position as Checkpoint | null } : null;
}

/** Saves a follower's place; call it in the transaction that applied what it read. */
export async function saveCheckpoint(session: SqlSession, name: string, checkpoint: StoredCheckpoint): Promise<void> {
  await session.query(
    `INSERT INTO log_checkpoints (name, version, position, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, updated_at = now()`,
    [name, checkpoint.version, checkpoint.position],
  );
}
