import type { SqlSession } from '../../platform/ports/sql';

/*
 * What the relay reads of the users who own API tokens: their status, group
 * and role, several at once. The relay keeps them in memory (relay/hot-state/)
 * and reads them again when a change is announced, so a request never
 * queries users.
 */

export interface RelayOwnerRecord {
  readonly id: number;
  /** 1 enabled; a logged-off user reads as disabled (2). */
  readonly status: number;
  readonly group: string;
  readonly role: number;
  /** The user's own settings, for `accept_unset_model_ratio_model`. */
  readonly acceptUnsetPrice: boolean;
}

export async function findRelayOwners(session: SqlSession, ids: readonly number[]): Promise<Map<number, RelayOwnerRecord>> {
  if (ids.length === 0) return new Map();
  const { rows } = await session.query<{ id: bigint; status: number; user_group: string; role: number; deleted_at: Date | null; accept: boolean | null }>(
    `SELECT id, status, user_group, role, deleted_at, coalesce(setting->'accept_unset_model_ratio_model' = 'true'::jsonb, false) AS accept
       FROM users WHERE id = ANY($1::bigint[])`,
    [ids.map(String)],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        status: r.deleted_at === null ? Number(r.status) : 2,
        group: r.user_group,
        role: Number(r.role),
        acceptUnsetPrice: r.accept === true,
      },
    ]),
  );
}
