import type { SqlSession } from '../../platform/ports/sql';

/*
 * Read-only queries over the channels' abilities (group × model → channel,
 * schema/sql/011_channels.sql) for the pricing and model-list endpoints. An
 * ability is usable when it is `enabled`, which mirrors channel status 1, so
 * a disabled channel's models drop out of every list here.
 */

/** One enabled (model, group) pair with the provider type of a channel that serves it. */
export interface EnabledAbility {
  readonly model: string;
  readonly group: string;
  readonly channelType: number;
}

/** Every enabled ability, one row per (model, group, channel type), in a stable order. */
export async function enabledAbilities(session: SqlSession): Promise<EnabledAbility[]> {
  const { rows } = await session.query<{ model: string; group_name: string; type: number }>(
    `SELECT DISTINCT a.model, a.group_name, c.type
       FROM abilities a JOIN channels c ON c.id = a.channel_id
      WHERE a.enabled
      ORDER BY a.model, a.group_name, c.type`,
    [],
  );
  return rows.map((r) => ({ model: r.model, group: r.group_name, channelType: Number(r.type) }));
}

/** The models with an enabled ability in any of `groups`, sorted (all groups when `groups` is null). */
export async function enabledModelNames(session: SqlSession, groups: readonly string[] | null): Promise<string[]> {
  if (groups !== null && groups.length === 0) return [];
  const { rows } = await session.query<{ model: string }>(
    `SELECT DISTINCT model FROM abilities WHERE enabled${groups === null ? '' : ' AND group_name = ANY ($1::text[])'} ORDER BY model`,
    groups === null ? [] : [[...groups]],
  );
  return rows.map((r) => r.model);
}

/** Every model named by any channel, enabled or not, sorted. */
export async function channelModelNames(session: SqlSession): Promise<string[]> {
  const { rows } = await session.query<{ model: string }>(
    `SELECT DISTINCT trim(m) AS model
       FROM channels c CROSS JOIN LATERAL unnest(string_to_array(c.models, ',')) AS m
      WHERE trim(m) <> ''
      ORDER BY 1`,
    [],
  );
  return rows.map((r) => r.model);
}
