import type { SqlSession } from '../shared/ports/sql';

/**
 * Writes what a channel test measured (server-behaviour 3.8,
 * `UpdateResponseTime`): the response time in milliseconds and when the
 * test ran, in unix seconds. Operational data: no audit event, and the
 * abilities do not change. Answers whether the channel still exists.
 */
export async function recordChannelTest(session: SqlSession, id: number, responseTimeMs: number, testTime: number): Promise<boolean> {
  const { rows } = await session.query<{ id: unknown }>('UPDATE channels SET response_time = $2, test_time = $3 WHERE id = $1 RETURNING id', [
    id,
    Math.max(0, Math.round(responseTimeMs)),
    testTime,
  ]);
  return rows.length > 0;
}
