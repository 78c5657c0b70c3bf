import { sealedKeyId, type SecretBox } from '../platform/crypto/secret-box';
import type { SqlDatabase } from '../platform/ports/sql';

/*
 * Re-sealing after a key rotation: every sealed secret (channel keys, API
 * token keys, redemption codes) is opened with whichever known key sealed it
 * and sealed again under the current SECRET_KEY, so SECRET_KEY_PREVIOUS can
 * then be dropped. Idempotent (texts already under the current key are left
 * alone), in batches of rows (one short transaction each, its rows locked),
 * so it can run beside a gateway on PostgreSQL.
 */

/** Every table with a sealed column; the names are constants, never input. */
export const SEALED_COLUMNS = [
  { table: 'channels', column: 'key_ciphertext' },
  { table: 'tokens', column: 'key_ciphertext' },
  { table: 'redemptions', column: 'key_ciphertext' },
] as const;

export interface ResealCount {
  readonly table: string;
  /** Re-sealed under the current key in this run. */
  readonly resealed: number;
  /** Already under the current key. */
  readonly current: number;
  /** No known key opens them: ids, for the operator. */
  readonly failed: readonly number[];
}

export interface ResealOptions {
  /** The id (`keyId`) of the box's current key. */
  readonly currentKeyId: string;
  readonly batchSize: number;
}

/** Re-seals one table in batches of rows by id. */
async function resealTable(db: SqlDatabase, box: SecretBox, table: string, column: string, options: ResealOptions): Promise<ResealCount> {
  let after = 0;
  let resealed = 0;
  let current = 0;
  const failed: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: unknown; sealed: string }>(
        `SELECT id, ${column} AS sealed FROM ${table} WHERE id > $1 ORDER BY id LIMIT $2 FOR UPDATE`,
        [after, options.batchSize],
      );
      const ids: string[] = [];
      const texts: string[] = [];
      for (const row of rows) {
        const id = Number(row.id);
        if (sealedKeyId(row.sealed) === options.currentKeyId) {
          current += 1;
          continue;
        }
        try {
          texts.push(box.seal(box.open(row.sealed)));
          ids.push(String(id));
        } catch {
          failed.push(id);
        }
      }
      if (ids.length > 0) {
        const updated = await tx.query(
          `UPDATE ${table} SET ${column} = v.sealed FROM unnest($1::bigint[], $2::text[]) AS v(id, sealed) WHERE ${table}.id = v.id`,
          [ids, texts],
        );
        resealed += updated.rowCount;
      }
      return rows;
    });
    if (batch.length === 0) break;
    after = Number(batch[batch.length - 1]!.id);
  }
  return { table, resealed, current, failed };
}

/** Re-seals every sealed column; answers a count per table. */
export async function resealAll(db: SqlDatabase, box: SecretBox, options: ResealOptions): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const { table, column } of SEALED_COLUMNS) counts.push(await resealTable(db, box, table, column, options));
  return counts;
}

/** One line per table, as the command prints them. */
export const formatResealCount = (c: ResealCount): string =>
  `${c.table.padEnd(12)} resealed ${c.resealed}, already current ${c.current}${c.failed.length > 0 ? `, FAILED ${c.failed.length} (ids ${c.failed.slice(0, 20).join(', ')}${c.failed.length > 20 ? ', …' : ''})` : ''}`;
