import type { SqlSession } from '../../platform/ports/sql';

/* The `setup_state` row: there once the first-run setup has finished, and never removed. */

/** Whether the setup has finished. */
export async function setupIsDone(session: SqlSession): Promise<boolean> {
  const { rows } = await session.query<{ done: boolean }>('SELECT EXISTS (SELECT 1 FROM setup_state) AS done');
  return rows[0]?.done === true;
}

/** Claims the row for this setup, in the caller's transaction; false when another setup has it already. */
export async function claimSetup(session: SqlSession, now: Date): Promise<boolean> {
  const claimed = await session.query('INSERT INTO setup_state (id, completed_at) VALUES (1, $1) ON CONFLICT (id) DO NOTHING RETURNING id', [
    now.toISOString(),
  ]);
  return claimed.rows.length > 0;
}
