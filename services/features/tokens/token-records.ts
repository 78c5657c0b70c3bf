import type { SqlSession } from '../../platform/ports/sql';

/** A token row. `keyCiphertext` opens with the secret box; the key never leaves for anyone but its owner. */
export interface TokenRecord {
  readonly id: number;
  readonly userId: number;
  readonly name: string;
  readonly keyCiphertext: string;
  readonly status: number;
  readonly expiredTime: number;
  readonly modelLimitsEnabled: boolean;
  readonly modelLimits: string;
  readonly allowIps: string;
  readonly group: string;
  readonly createdTime: number;
  readonly accessedTime: number;
}

const COLUMNS =
  'id, user_id, name, key_ciphertext, status, expired_time, model_limits_enabled, model_limits, allow_ips, token_group, created_time, accessed_time';

interface Row {
  id: bigint;
  user_id: bigint;
  name: string;
  key_ciphertext: string;
  status: number;
  expired_time: bigint;
  model_limits_enabled: boolean;
  model_limits: string;
  allow_ips: string;
  token_group: string;
  created_time: bigint;
  accessed_time: bigint;
}

const recordOf = (r: Row): TokenRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  name: r.name,
  keyCiphertext: r.key_ciphertext,
  status: r.status,
  expiredTime: Number(r.expired_time),
  modelLimitsEnabled: r.model_limits_enabled,
  modelLimits: r.model_limits,
  allowIps: r.allow_ips,
  group: r.token_group,
  createdTime: Number(r.created_time),
  accessedTime: Number(r.accessed_time),
});

export interface TokenFields {
  readonly name: string;
  readonly status: number;
  readonly expiredTime: number;
  readonly modelLimitsEnabled: boolean;
  readonly modelLimits: string;
  readonly allowIps: string;
  readonly group: string;
}

export async function nextTokenId(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ id: bigint }>("SELECT nextval(pg_get_serial_sequence('tokens', 'id')) AS id");
  return Number(rows[0]!.id);
}

export async function insertToken(
  session: SqlSession,
  token: TokenFields & { readonly id: number; readonly userId: number; readonly keyHash: string; readonly keyCiphertext: string },
  nowSeconds: number,
): Promise<TokenRecord> {
  const { rows } = await session.query<Row>(
    `INSERT INTO tokens (id, user_id, name, key_hash, key_ciphertext, status, expired_time, model_limits_enabled, model_limits, allow_ips, token_group, created_time, accessed_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING ${COLUMNS}`,
    [
      token.id,
      token.userId,
      token.name,
      token.keyHash,
      token.keyCiphertext,
      token.status,
      token.expiredTime,
      token.modelLimitsEnabled,
      token.modelLimits,
      token.allowIps,
      token.group,
      nowSeconds,
    ],
  );
  return recordOf(rows[0]!);
}

/** The owner's live token, or null (another user's token reads as missing). */
export async function findOwnToken(session: SqlSession, userId: number, id: number): Promise<TokenRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM tokens WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`, [id, userId]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findOwnTokenByKeyHash(session: SqlSession, userId: number, keyHash: string): Promise<TokenRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM tokens WHERE key_hash = $1 AND user_id = $2 AND deleted_at IS NULL`, [keyHash, userId]);
  return rows[0] ? recordOf(rows[0]) : null;
}

const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listOwnTokens(
  session: SqlSession,
  userId: number,
  query: { keyword?: string; offset: number; limit: number },
): Promise<{ items: TokenRecord[]; total: number }> {
  const params: unknown[] = [userId];
  let where = 'user_id = $1 AND deleted_at IS NULL';
  if (query.keyword) where += ` AND name ILIKE $${params.push(`%${likeLiteral(query.keyword)}%`)}`;
  const total = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM tokens WHERE ${where}`, params);
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS} FROM tokens WHERE ${where} ORDER BY id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, query.offset, query.limit],
  );
  return { items: rows.map(recordOf), total: total.rows[0]!.n };
}

export async function updateToken(session: SqlSession, userId: number, id: number, fields: Partial<TokenFields>): Promise<TokenRecord | null> {
  const columns: Record<keyof TokenFields, string> = {
    name: 'name',
    status: 'status',
    expiredTime: 'expired_time',
    modelLimitsEnabled: 'model_limits_enabled',
    modelLimits: 'model_limits',
    allowIps: 'allow_ips',
    group: 'token_group',
  };
  const params: unknown[] = [id, userId];
  const sets = (Object.keys(columns) as (keyof TokenFields)[]).filter((k) => fields[k] !== undefined).map((k) => `${columns[k]} = $${params.push(fields[k])}`);
  if (sets.length === 0) return findOwnToken(session, userId, id);
  const { rows } = await session.query<Row>(
    `UPDATE tokens SET ${sets.join(', ')} WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    params,
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function deleteOwnToken(session: SqlSession, userId: number, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await session.query('UPDATE tokens SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
    id,
    userId,
    now.toISOString(),
  ]);
  return rowCount > 0;
}

/** A token's allowance as the token_balances read model has it. */
export interface TokenAllowance {
  readonly remain: number;
  readonly used: number;
  readonly unlimited: boolean;
}

/** Allowances from the token_balances read model (tokens not yet projected are missing from the map). */
export async function findTokenAllowances(session: SqlSession, ids: readonly number[]): Promise<Map<number, TokenAllowance>> {
  if (ids.length === 0) return new Map();
  const { rows } = await session.query<{ token_id: bigint; remain_quota: bigint; used_quota: bigint; unlimited: boolean }>(
    'SELECT token_id, remain_quota, used_quota, unlimited FROM token_balances WHERE token_id = ANY($1::bigint[])',
    [ids.map(String)],
  );
  return new Map(rows.map((r) => [Number(r.token_id), { remain: Number(r.remain_quota), used: Number(r.used_quota), unlimited: r.unlimited }]));
}
