import { randomBytes } from 'node:crypto';
import { secretHash } from '../../platform/crypto/secrets';
import type { SqlSession } from '../../platform/ports/sql';

/*
 * Redemption code rows (schema/sql/008_redemptions.sql). Deleted rows stay
 * for the ledger's references and are invisible to every function here.
 * Writes that must not race a redeem are conditional (`status <> 3`), so an
 * edit and a redeem of the same code never both win.
 */

/** A new code: 32 hex characters, 128 bits from the operating system's CSPRNG. */
export const newRedemptionKey = (): string => randomBytes(16).toString('hex');

/** What a code is looked up by. */
export const redemptionKeyHash = (key: string): string => secretHash(key);

export interface RedemptionRecord {
  readonly id: number;
  readonly creatorId: number;
  readonly name: string;
  /** The code, sealed: only admin reads open it. */
  readonly keyCiphertext: string;
  readonly status: number;
  readonly quota: number;
  readonly createdTime: number;
  readonly redeemedTime: number;
  readonly usedUserId: number;
  readonly expiredTime: number;
}

const COLUMNS = 'id, user_id, name, key_ciphertext, status, quota, created_time, redeemed_time, used_user_id, expired_time';

interface Row {
  id: bigint;
  user_id: bigint;
  name: string;
  key_ciphertext: string;
  status: number;
  quota: bigint;
  created_time: bigint;
  redeemed_time: bigint;
  used_user_id: bigint;
  expired_time: bigint;
}

const recordOf = (r: Row): RedemptionRecord => ({
  id: Number(r.id),
  creatorId: Number(r.user_id),
  name: r.name,
  keyCiphertext: r.key_ciphertext,
  status: Number(r.status),
  quota: Number(r.quota),
  createdTime: Number(r.created_time),
  redeemedTime: Number(r.redeemed_time),
  usedUserId: Number(r.used_user_id),
  expiredTime: Number(r.expired_time),
});

export interface NewRedemption {
  readonly creatorId: number;
  readonly name: string;
  /** `redemptionKeyHash` of the code. */
  readonly keyHash: string;
  readonly keyCiphertext: string;
  readonly quota: number;
  readonly createdTime: number;
  readonly expiredTime: number;
}

/** Inserts a batch in one statement (one array per column), in the order given. */
export async function insertRedemptions(session: SqlSession, codes: readonly NewRedemption[]): Promise<RedemptionRecord[]> {
  const { rows } = await session.query<Row>(
    `INSERT INTO redemptions (user_id, name, key_hash, key_ciphertext, quota, created_time, expired_time)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[])
     RETURNING ${COLUMNS}`,
    [
      codes.map((c) => String(c.creatorId)),
      codes.map((c) => c.name),
      codes.map((c) => c.keyHash),
      codes.map((c) => c.keyCiphertext),
      codes.map((c) => String(c.quota)),
      codes.map((c) => String(c.createdTime)),
      codes.map((c) => String(c.expiredTime)),
    ],
  );
  return rows.map(recordOf).sort((a, b) => a.id - b.id);
}

export async function findRedemptionById(session: SqlSession, id: number): Promise<RedemptionRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM redemptions WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findRedemptionByKey(session: SqlSession, key: string): Promise<RedemptionRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM redemptions WHERE key_hash = $1 AND deleted_at IS NULL`, [redemptionKeyHash(key)]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** `%` and `_` are matched literally in a keyword (T10). */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface RedemptionListQuery {
  /** Matches the id exactly, the name by prefix, or a whole code exactly (through its hash). */
  readonly keyword: string;
  readonly offset: number;
  readonly limit: number;
}

export async function listRedemptions(session: SqlSession, query: RedemptionListQuery): Promise<{ items: RedemptionRecord[]; total: number }> {
  const params: unknown[] = [];
  let clause = 'WHERE deleted_at IS NULL';
  if (query.keyword !== '') {
    const matches = [
      `name LIKE $${params.push(`${likeLiteral(query.keyword)}%`)}`,
      `key_hash = $${params.push(redemptionKeyHash(/^[0-9a-fA-F]{32}$/.test(query.keyword) ? query.keyword.toLowerCase() : query.keyword))}`,
    ];
    if (/^\d{1,15}$/.test(query.keyword)) matches.push(`id = $${params.push(Number(query.keyword))}`);
    clause += ` AND (${matches.join(' OR ')})`;
  }
  const total = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM redemptions ${clause}`, params);
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS} FROM redemptions ${clause} ORDER BY id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, query.offset, query.limit],
  );
  return { items: rows.map(recordOf), total: total.rows[0]!.n };
}

export interface RedemptionChanges {
  readonly name?: string;
  readonly quota?: number;
  readonly expiredTime?: number;
  readonly status?: 1 | 2;
}

/** Changes a code that is not used (and not deleted); null when there is no such code any more or it was used meanwhile. */
export async function updateUnusedRedemption(session: SqlSession, id: number, changes: RedemptionChanges): Promise<RedemptionRecord | null> {
  const { rows } = await session.query<Row>(
    `UPDATE redemptions SET name = coalesce($2, name), quota = coalesce($3::bigint, quota), expired_time = coalesce($4::bigint, expired_time), status = coalesce($5::smallint, status)
     WHERE id = $1 AND status <> 3 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [
      id,
      changes.name ?? null,
      changes.quota === undefined ? null : String(changes.quota),
      changes.expiredTime === undefined ? null : String(changes.expiredTime),
      changes.status ?? null,
    ],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/**
 * Claims an unused, unexpired code for a user: the one write that makes a
 * redeem happen at most once. Concurrent claims of one code queue on its row
 * lock; PostgreSQL re-checks the WHERE clause against the row the winner
 * committed, so every later claim finds status 3 and gets null.
 */
export async function claimRedemption(session: SqlSession, id: number, userId: number, nowSeconds: number): Promise<RedemptionRecord | null> {
  const { rows } = await session.query<Row>(
    `UPDATE redemptions SET status = 3, used_user_id = $2, redeemed_time = $3
     WHERE id = $1 AND status = 1 AND deleted_at IS NULL AND (expired_time = 0 OR expired_time >= $3) RETURNING ${COLUMNS}`,
    [id, userId, nowSeconds],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function deleteRedemption(session: SqlSession, id: number, now: Date): Promise<RedemptionRecord | null> {
  const { rows } = await session.query<Row>(`UPDATE redemptions SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`, [id, now]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Deletes every used, disabled and expired code (server-behaviour 5.1), answering what it deleted. */
export async function deleteInvalidRedemptions(session: SqlSession, nowSeconds: number, now: Date): Promise<RedemptionRecord[]> {
  const { rows } = await session.query<Row>(
    `UPDATE redemptions SET deleted_at = $2
     WHERE deleted_at IS NULL AND (status IN (2, 3) OR (expired_time <> 0 AND expired_time < $1)) RETURNING ${COLUMNS}`,
    [nowSeconds, now],
  );
  return rows.map(recordOf).sort((a, b) => a.id - b.id);
}
