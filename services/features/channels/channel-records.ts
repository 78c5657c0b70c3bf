import type { SqlSession } from '../../platform/ports/sql';

/*
 * Channel rows and their abilities (schema/sql/011_channels.sql). Every
 * function that changes channels takes the caller's transaction; the caller
 * rebuilds the abilities of what it changed in that same transaction.
 */

/** A channel's stored fields, except the key, which stays sealed in `keyCiphertext`. */
export interface ChannelFields {
  readonly type: number;
  readonly name: string;
  readonly openaiOrganization: string;
  readonly testModel: string;
  readonly status: number;
  readonly weight: number;
  readonly priority: number;
  readonly baseUrl: string;
  readonly other: string;
  readonly models: string;
  readonly group: string;
  readonly modelMapping: string;
  readonly statusCodeMapping: string;
  readonly autoBan: number;
  readonly tag: string;
  readonly setting: string;
  readonly paramOverride: string;
  readonly headerOverride: string;
  readonly remark: string;
  readonly maxInputTokens: number;
  readonly settings: string;
}

export interface ChannelRecord extends ChannelFields {
  readonly id: number;
  /** The provider key (or key lines, or a JSON array), sealed: only admin reads open it. */
  readonly keyCiphertext: string;
  readonly createdTime: number;
  readonly testTime: number;
  readonly responseTime: number;
  readonly balance: number;
  readonly balanceUpdatedTime: number;
  readonly usedQuota: number;
  readonly otherInfo: string;
  readonly channelInfo: string;
}

/** Writable column ↔ field, in one place for insert and update. */
const FIELD_COLUMNS: ReadonlyArray<readonly [keyof ChannelFields, string, string]> = [
  ['type', 'type', 'integer'],
  ['name', 'name', 'text'],
  ['openaiOrganization', 'openai_organization', 'text'],
  ['testModel', 'test_model', 'text'],
  ['status', 'status', 'smallint'],
  ['weight', 'weight', 'integer'],
  ['priority', 'priority', 'bigint'],
  ['baseUrl', 'base_url', 'text'],
  ['other', 'other', 'text'],
  ['models', 'models', 'text'],
  ['group', 'channel_group', 'text'],
  ['modelMapping', 'model_mapping', 'text'],
  ['statusCodeMapping', 'status_code_mapping', 'text'],
  ['autoBan', 'auto_ban', 'smallint'],
  ['tag', 'tag', 'text'],
  ['setting', 'setting', 'text'],
  ['paramOverride', 'param_override', 'text'],
  ['headerOverride', 'header_override', 'text'],
  ['remark', 'remark', 'text'],
  ['maxInputTokens', 'max_input_tokens', 'integer'],
  ['settings', 'settings', 'text'],
];

/** Every column, in the order `channelRecordOf` reads them (for the other channel record modules). */
export const COLUMNS = [
  'id',
  'key_ciphertext',
  'created_time',
  'test_time',
  'response_time',
  'balance',
  'balance_updated_time',
  'used_quota',
  'other_info',
  'channel_info',
  ...FIELD_COLUMNS.map(([, column]) => column),
].join(', ');

export type Row = Record<string, unknown>;

const num = (value: unknown): number => Number(value ?? 0);
const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function recordOf(r: Row): ChannelRecord {
  return {
    id: num(r.id),
    keyCiphertext: str(r.key_ciphertext),
    createdTime: num(r.created_time),
    testTime: num(r.test_time),
    responseTime: num(r.response_time),
    balance: num(r.balance),
    balanceUpdatedTime: num(r.balance_updated_time),
    usedQuota: num(r.used_quota),
    otherInfo: str(r.other_info),
    channelInfo: str(r.channel_info),
    type: num(r.type),
    name: str(r.name),
    openaiOrganization: str(r.openai_organization),
    testModel: str(r.test_model),
    status: num(r.status),
    weight: num(r.weight),
    priority: num(r.priority),
    baseUrl: str(r.base_url),
    other: str(r.other),
    models: str(r.models),
    group: str(r.channel_group),
    modelMapping: str(r.model_mapping),
    statusCodeMapping: str(r.status_code_mapping),
    autoBan: num(r.auto_ban),
    tag: str(r.tag),
    setting: str(r.setting),
    paramOverride: str(r.param_override),
    headerOverride: str(r.header_override),
    remark: str(r.remark),
    maxInputTokens: num(r.max_input_tokens),
    settings: str(r.settings),
  };
}

const cell = (value: string | number): string => (typeof value === 'number' ? String(value) : value);

export interface NewChannel extends ChannelFields {
  readonly keyCiphertext: string;
  readonly createdTime: number;
  /** Multi-key state (services/features/channels/rules/multi-key.ts); '' for a single key. */
  readonly channelInfo?: string;
}

/** Inserts channels in one statement (one array per column), answering them in the order given. */
export async function insertChannels(session: SqlSession, channels: readonly NewChannel[]): Promise<ChannelRecord[]> {
  const columns = ['key_ciphertext', 'created_time', 'channel_info', ...FIELD_COLUMNS.map(([, column]) => column)];
  const types = ['text', 'bigint', 'text', ...FIELD_COLUMNS.map(([, , type]) => type)];
  const params: unknown[] = [
    channels.map((c) => c.keyCiphertext),
    channels.map((c) => String(c.createdTime)),
    channels.map((c) => c.channelInfo ?? ''),
    ...FIELD_COLUMNS.map(([field]) => channels.map((c) => cell(c[field]))),
  ];
  const { rows } = await session.query<Row>(
    `INSERT INTO channels (${columns.join(', ')})
     SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
     RETURNING ${COLUMNS}`,
    params,
  );
  return rows.map(recordOf).sort((a, b) => a.id - b.id);
}

export async function findChannelById(session: SqlSession, id: number, lock = false): Promise<ChannelRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM channels WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** `%` and `_` are matched literally in a keyword. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ChannelQuery {
  /** Matches the id exactly, or the name, key-free fields base URL and tag by substring. */
  readonly keyword: string;
  /** One group the channel serves. */
  readonly group: string;
  /** A substring of the channel's model list. */
  readonly model: string;
  /** Newest id first when true; else by priority, highest first, then id. */
  readonly idSort: boolean;
  readonly offset: number;
  readonly limit: number;
}

/** The WHERE clause of a channel query (keyword, group, model) and its parameters, numbered from $1. */
export function channelFilter(query: Pick<ChannelQuery, 'keyword' | 'group' | 'model'>): { clause: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.keyword !== '') {
    const like = `%${likeLiteral(query.keyword)}%`;
    const matches = [`name LIKE $${params.push(like)}`, `base_url LIKE $${params.push(like)}`, `tag LIKE $${params.push(like)}`];
    if (/^\d{1,15}$/.test(query.keyword)) matches.push(`id = $${params.push(Number(query.keyword))}`);
    where.push(`(${matches.join(' OR ')})`);
  }
  if (query.group !== '') where.push(`$${params.push(query.group)} = ANY (string_to_array(channel_group, ','))`);
  if (query.model !== '') where.push(`models LIKE $${params.push(`%${likeLiteral(query.model)}%`)}`);
  return { clause: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', params };
}

export async function listChannels(session: SqlSession, query: ChannelQuery): Promise<{ items: ChannelRecord[]; total: number }> {
  const { clause, params } = channelFilter(query);
  const order = query.idSort ? 'id DESC' : 'priority DESC, id DESC';
  const total = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM channels ${clause}`, params);
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS} FROM channels ${clause} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, query.offset, query.limit],
  );
  return { items: rows.map(recordOf), total: total.rows[0]!.n };
}

/** Writes the given fields (and a new sealed key when given); null when there is no such channel. */
export async function updateChannel(
  session: SqlSession,
  id: number,
  changes: Partial<ChannelFields> & { readonly keyCiphertext?: string; readonly otherInfo?: string; readonly channelInfo?: string },
): Promise<ChannelRecord | null> {
  const params: unknown[] = [id];
  const sets: string[] = [];
  for (const [field, column, type] of FIELD_COLUMNS) {
    const value = changes[field];
    if (value !== undefined) sets.push(`${column} = $${params.push(cell(value))}::${type}`);
  }
  if (changes.keyCiphertext !== undefined) sets.push(`key_ciphertext = $${params.push(changes.keyCiphertext)}`);
  if (changes.otherInfo !== undefined) sets.push(`other_info = $${params.push(changes.otherInfo)}`);
  if (changes.channelInfo !== undefined) sets.push(`channel_info = $${params.push(changes.channelInfo)}`);
  if (sets.length === 0) return findChannelById(session, id);
  const { rows } = await session.query<Row>(`UPDATE channels SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, params);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function deleteChannel(session: SqlSession, id: number): Promise<ChannelRecord | null> {
  const { rows } = await session.query<Row>(`DELETE FROM channels WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Deletes every channel disabled by an admin or automatically (status 2 or 3), answering what it deleted. */
export async function deleteDisabledChannels(session: SqlSession): Promise<ChannelRecord[]> {
  const { rows } = await session.query<Row>(`DELETE FROM channels WHERE status IN (2, 3) RETURNING ${COLUMNS}`, []);
  return rows.map(recordOf).sort((a, b) => a.id - b.id);
}

/**
 * Rebuilds the abilities of the given channels from their rows (all channels
 * when `ids` is null): one row per group × model, `enabled` mirroring status 1.
 * Answers the number of ability rows written.
 */
export async function rebuildAbilities(session: SqlSession, ids: readonly number[] | null): Promise<number> {
  const filter = ids === null ? '' : 'WHERE c.id = ANY ($1::bigint[])';
  const params = ids === null ? [] : [ids.map(String)];
  await session.query(`DELETE FROM abilities${ids === null ? '' : ' WHERE channel_id = ANY ($1::bigint[])'}`, params);
  const { rows } = await session.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO abilities (group_name, model, channel_id, enabled, priority, weight, tag)
       SELECT DISTINCT trim(g), trim(m), c.id, c.status = 1, c.priority, c.weight, c.tag
       FROM channels c
       CROSS JOIN LATERAL unnest(string_to_array(c.channel_group, ',')) AS g
       CROSS JOIN LATERAL unnest(string_to_array(c.models, ',')) AS m
       ${filter}${filter === '' ? 'WHERE' : ' AND'} trim(g) <> '' AND trim(m) <> ''
       RETURNING 1
     ) SELECT count(*)::int AS n FROM written`,
    params,
  );
  return rows[0]!.n;
}

/** How many channels there are (what a full ability rebuild covered). */
export async function countChannels(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ n: number }>('SELECT count(*)::int AS n FROM channels', []);
  return rows[0]!.n;
}
