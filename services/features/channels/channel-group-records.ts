import type { SqlSession } from '../../platform/ports/sql';
import { channelFilter, COLUMNS, recordOf, type ChannelQuery, type ChannelRecord, type Row } from './channel-records';

/*
 * Channel rows taken many at a time: by tag, by a list of ids, and the tag
 * mode's page of entries. As in channel-records.ts, functions that change
 * rows take the caller's transaction, and the caller rebuilds abilities.
 */

/** One entry of a tag-mode page: a whole tag, or one untagged channel. */
export type TagModeEntryRef = { readonly tag: string } | { readonly id: number };

/**
 * A page of tag-mode entries matching the query: each tag with a matching
 * channel is one entry, each matching untagged channel another, ordered by
 * their newest id (`idSort`) or highest priority. Answers the page's entries
 * and how many there are in all.
 */
export async function listTagModeEntries(session: SqlSession, query: ChannelQuery): Promise<{ entries: TagModeEntryRef[]; total: number }> {
  const { clause, params } = channelFilter(query);
  const grouped = `SELECT tag, CASE WHEN tag = '' THEN id ELSE 0 END AS own_id, max(id) AS top_id, max(priority) AS top_priority
                   FROM channels ${clause} GROUP BY 1, 2`;
  const order = query.idSort ? 'top_id DESC' : 'top_priority DESC, top_id DESC';
  const total = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${grouped}) AS entries`, params);
  const { rows } = await session.query<{ tag: string; own_id: unknown }>(
    `SELECT tag, own_id FROM (${grouped}) AS entries ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, query.offset, query.limit],
  );
  return {
    entries: rows.map((row) => (row.tag === '' ? { id: Number(row.own_id) } : { tag: row.tag })),
    total: total.rows[0]!.n,
  };
}

/** Every channel with one of these tags or ids, highest priority first (or newest first). */
export async function findChannelsOf(session: SqlSession, tags: readonly string[], ids: readonly number[], idSort: boolean): Promise<ChannelRecord[]> {
  if (tags.length === 0 && ids.length === 0) return [];
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS} FROM channels WHERE (tag <> '' AND tag = ANY ($1::text[])) OR id = ANY ($2::bigint[])
     ORDER BY ${idSort ? 'id DESC' : 'priority DESC, id DESC'}`,
    [tags, ids.map(String)],
  );
  return rows.map(recordOf);
}

/** The channels with this tag, locked for the caller's change, in id order. */
export async function lockChannelsByTag(session: SqlSession, tag: string): Promise<ChannelRecord[]> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM channels WHERE tag = $1 ORDER BY id FOR UPDATE`, [tag]);
  return rows.map(recordOf);
}

/** The channels with these ids, locked for the caller's change, in id order (missing ids are left out). */
export async function lockChannelsByIds(session: SqlSession, ids: readonly number[]): Promise<ChannelRecord[]> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM channels WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE`, [ids.map(String)]);
  return rows.map(recordOf);
}

/** Deletes the channels with these ids (their abilities go with them), answering what it deleted. */
export async function deleteChannelsByIds(session: SqlSession, ids: readonly number[]): Promise<ChannelRecord[]> {
  const { rows } = await session.query<Row>(`DELETE FROM channels WHERE id = ANY ($1::bigint[]) RETURNING ${COLUMNS}`, [ids.map(String)]);
  return rows.map(recordOf).sort((a, b) => a.id - b.id);
}

export interface CopyOptions {
  readonly suffix: string;
  /** Start the copy with balance and used quota 0. */
  readonly resetBalance: boolean;
  readonly createdTime: number;
}

/**
 * A new channel copied from `id` in one statement: the same sealed key and
 * settings (multi-key state included), the name with `suffix`, never
 * tested, created now. Null when there is no such channel.
 */
export async function copyChannelRow(session: SqlSession, id: number, options: CopyOptions): Promise<ChannelRecord | null> {
  const copied = [
    'type',
    'key_ciphertext',
    'openai_organization',
    'test_model',
    'status',
    'weight',
    'priority',
    'base_url',
    'other',
    'balance_updated_time',
    'models',
    'channel_group',
    'model_mapping',
    'status_code_mapping',
    'auto_ban',
    'other_info',
    'tag',
    'setting',
    'param_override',
    'header_override',
    'remark',
    'max_input_tokens',
    'channel_info',
    'settings',
  ];
  const { rows } = await session.query<Row>(
    `INSERT INTO channels (${copied.join(', ')}, name, created_time, test_time, response_time, balance, used_quota)
     SELECT ${copied.join(', ')}, name || $2, $3::bigint, 0, 0,
            CASE WHEN $4::boolean THEN 0 ELSE balance END, CASE WHEN $4::boolean THEN 0 ELSE used_quota END
     FROM channels WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, options.suffix, String(options.createdTime), options.resetBalance],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}
