import type { SqlSession } from '../../platform/ports/sql';

/*
 * The one read the relay makes of the tokens table: a live token by the
 * SHA-256 of its key. The relay keeps what it reads in memory (relay/
 * hot-state/), so this runs once per key until a change to the token says
 * to read it again; the key itself is never read here.
 */

/** A live token as the relay checks it: no key, no ciphertext. */
export interface RelayTokenRecord {
  readonly id: number;
  readonly userId: number;
  readonly name: string;
  /** 1 enabled, 2 disabled (expiry and exhaustion are decided when checked). */
  readonly status: number;
  /** Unix seconds; -1 never expires. */
  readonly expiredTime: number;
  readonly modelLimitsEnabled: boolean;
  readonly modelLimits: string;
  readonly allowIps: string;
  readonly group: string;
}

interface Row {
  id: bigint;
  user_id: bigint;
  name: string;
  status: number;
  expired_time: bigint;
  model_limits_enabled: boolean;
  model_limits: string;
  allow_ips: string;
  token_group: string;
}

export async function findRelayToken(session: SqlSession, keyHash: string): Promise<RelayTokenRecord | null> {
  const { rows } = await session.query<Row>(
    `SELECT id, user_id, name, status, expired_time, model_limits_enabled, model_limits, allow_ips, token_group
       FROM tokens WHERE key_hash = $1 AND deleted_at IS NULL`,
    [keyHash],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

function recordOf(r: Row): RelayTokenRecord {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    name: r.name,
    status: Number(r.status),
    expiredTime: Number(r.expired_time),
    modelLimitsEnabled: r.model_limits_enabled,
    modelLimits: r.model_limits,
    allowIps: r.allow_ips,
    group: r.token_group,
  };
}

/** Several live tokens by key hash at once (the relay re-reading what it holds after a change); absent hashes are gone. */
export async function findRelayTokens(session: SqlSession, keyHashes: readonly string[]): Promise<Map<string, RelayTokenRecord>> {
  if (keyHashes.length === 0) return new Map();
  const { rows } = await session.query<Row & { key_hash: string }>(
    `SELECT id, user_id, name, status, expired_time, model_limits_enabled, model_limits, allow_ips, token_group, key_hash
       FROM tokens WHERE key_hash = ANY($1::text[]) AND deleted_at IS NULL`,
    [keyHashes],
  );
  return new Map(rows.map((r) => [r.key_hash, recordOf(r)]));
}
