import { SECRET_OPTION_KEYS } from '../../schema/options/option-access';
import { isSealedText, sealedKeyId, type SecretBox } from '../platform/crypto/secret-box';
import type { SqlDatabase } from '../platform/ports/sql';

/*
 * Re-sealing after a key rotation: every sealed secret (channel keys, API
 * token keys, redemption codes, the secret options, the users' webhook
 * secrets) is opened with whichever known key sealed it and sealed again
 * under the current SECRET_KEY, so SECRET_KEY_PREVIOUS can then be dropped.
 * Option and webhook secrets saved in clear before they were sealed are
 * sealed too. Idempotent (texts already under the current key are left
 * alone), in batches of rows (one short transaction each, its rows locked),
 * so it can run beside a gateway on PostgreSQL.
 */

/** Every table with a sealed column; the names are constants, never input. */
export const SEALED_COLUMNS = [
  { table: 'channels', column: 'key_ciphertext' },
  { table: 'tokens', column: 'key_ciphertext' },
  { table: 'redemptions', column: 'key_ciphertext' },
] as const;

/**
 * Where a secret lives in a table: the SQL that reads it (as `sealed`), the
 * SET clause that writes `v.sealed` back, which rows have one, and whether
 * clear text (saved before such secrets were sealed) may be found there.
 */
interface SealedField {
  readonly table: string;
  readonly read: string;
  readonly write: string;
  readonly where: string;
  readonly mayBeClear: boolean;
}

const columnField = ({ table, column }: (typeof SEALED_COLUMNS)[number]): SealedField => ({
  table,
  read: column,
  write: `${column} = v.sealed`,
  where: 'true',
  mayBeClear: false,
});

/** The users' webhook secrets, in their settings (JSON). */
const WEBHOOK_SECRETS: SealedField = {
  table: 'users',
  read: "setting->>'webhook_secret'",
  write: "setting = jsonb_set(users.setting, '{webhook_secret}', to_jsonb(v.sealed))",
  where: "coalesce(setting->>'webhook_secret', '') <> ''",
  mayBeClear: true,
};

export interface ResealCount {
  readonly table: string;
  /** Re-sealed under the current key in this run (or sealed, if they were in clear). */
  readonly resealed: number;
  /** Already under the current key. */
  readonly current: number;
  /** No known key opens them: ids (option names for options), for the operator. */
  readonly failed: ReadonlyArray<number | string>;
}

export interface ResealOptions {
  /** The id (`keyId`) of the box's current key. */
  readonly currentKeyId: string;
  readonly batchSize: number;
}

/** The text sealed under the current key: sealed text opened and sealed again, clear text (where it may be) sealed. Throws when no known key opens it. */
const sealedAgain = (box: SecretBox, text: string, mayBeClear: boolean): string => box.seal(mayBeClear && !isSealedText(text) ? text : box.open(text));

/** Re-seals one table in batches of rows by id. */
async function resealTable(db: SqlDatabase, box: SecretBox, field: SealedField, options: ResealOptions): Promise<ResealCount> {
  const { table, read, write, where, mayBeClear } = field;
  let after = 0;
  let resealed = 0;
  let current = 0;
  const failed: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: unknown; sealed: string }>(
        `SELECT id, ${read} AS sealed FROM ${table} WHERE id > $1 AND ${where} ORDER BY id LIMIT $2 FOR UPDATE`,
        [after, options.batchSize],
      );
      const ids: string[] = [];
      const texts: string[] = [];
      for (const row of rows) {
        const id = Number(row.id);
        if (isSealedText(row.sealed) && sealedKeyId(row.sealed) === options.currentKeyId) {
          current += 1;
          continue;
        }
        try {
          texts.push(sealedAgain(box, row.sealed, mayBeClear));
          ids.push(String(id));
        } catch {
          failed.push(id);
        }
      }
      if (ids.length > 0) {
        const updated = await tx.query(`UPDATE ${table} SET ${write} FROM unnest($1::bigint[], $2::text[]) AS v(id, sealed) WHERE ${table}.id = v.id`, [
          ids,
          texts,
        ]);
        resealed += updated.rowCount;
      }
      return rows;
    });
    if (batch.length === 0) break;
    after = Number(batch[batch.length - 1]!.id);
  }
  return { table, resealed, current, failed };
}

/** Re-seals the secret options (a handful of rows: one transaction). */
async function resealOptions(db: SqlDatabase, box: SecretBox, options: ResealOptions): Promise<ResealCount> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key: string; value: string }>(
      "SELECT key, value FROM options WHERE key = ANY($1::text[]) AND value <> '' ORDER BY key FOR UPDATE",
      [[...SECRET_OPTION_KEYS]],
    );
    let count = 0;
    let current = 0;
    const failed: string[] = [];
    for (const { key, value } of rows) {
      if (isSealedText(value) && sealedKeyId(value) === options.currentKeyId) {
        current += 1;
        continue;
      }
      let text: string;
      try {
        text = sealedAgain(box, value, true);
      } catch {
        failed.push(key);
        continue;
      }
      count += (await tx.query('UPDATE options SET value = $1, updated_at = now() WHERE key = $2', [text, key])).rowCount;
    }
    return { table: 'options', resealed: count, current, failed };
  });
}

/** Re-seals every sealed column, the secret options and the users' webhook secrets; answers a count per table. */
export async function resealAll(db: SqlDatabase, box: SecretBox, options: ResealOptions): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const sealed of SEALED_COLUMNS) counts.push(await resealTable(db, box, columnField(sealed), options));
  counts.push(await resealOptions(db, box, options));
  counts.push(await resealTable(db, box, WEBHOOK_SECRETS, options));
  return counts;
}

/** One line per table, as the command prints them. */
export const formatResealCount = (c: ResealCount): string =>
  `${c.table.padEnd(12)} resealed ${c.resealed}, already current ${c.current}${c.failed.length > 0 ? `, FAILED ${c.failed.length} (ids ${c.failed.slice(0, 20).join(', ')}${c.failed.length > 20 ? ', …' : ''})` : ''}`;
