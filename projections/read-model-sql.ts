import type { Cell, Projection, Row } from './projection';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A quoted identifier, refusing anything but plain lower-case names (they come from code, never from input). */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return `"${name}"`;
}

/** `"schema"."table"`. */
export function qualified(schema: string, table: string): string {
  return `${identifier(schema)}.${identifier(table)}`;
}

/** Values as both SQL adapters accept them as parameters. */
export function toParam(cell: Cell): unknown {
  if (typeof cell === 'bigint') return cell.toString();
  if (cell instanceof Date) return cell.toISOString();
  return cell;
}

/** A stable text identity for a key, to group events by the row they touch. */
export function keyIdentity(cells: readonly Cell[]): string {
  return JSON.stringify(cells.map(toParam));
}

/** `(a, b) IN (($1, $2), ($3, $4))` with its parameters, for a list of keys. */
export function keyIn(projection: Projection<Row>, keys: readonly (readonly Cell[])[], firstParam = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = keys.map((key) => `(${key.map((cell) => (params.push(toParam(cell)), `$${firstParam + params.length - 1}`)).join(', ')})`);
  return { sql: `(${projection.key.join(', ')}) IN (${tuples.join(', ')})`, params };
}

export function selectRows(projection: Projection<Row>, schema: string, keys: readonly (readonly Cell[])[]): { sql: string; params: unknown[] } {
  const where = keyIn(projection, keys);
  return { sql: `SELECT ${projection.columns.join(', ')} FROM ${qualified(schema, projection.table)} WHERE ${where.sql}`, params: where.params };
}

export function upsertRows(projection: Projection<Row>, schema: string, rows: readonly Row[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const values = rows.map((row) => `(${projection.columns.map((c) => (params.push(toParam(row[c] ?? null)), `$${params.length}`)).join(', ')})`);
  const updates = projection.columns.filter((c) => !projection.key.includes(c));
  const onConflict = updates.length === 0 ? 'DO NOTHING' : `DO UPDATE SET ${updates.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`;
  return {
    sql: `INSERT INTO ${qualified(schema, projection.table)} (${projection.columns.join(', ')}) VALUES ${values.join(', ')}
          ON CONFLICT (${projection.key.join(', ')}) ${onConflict}`,
    params,
  };
}

export function deleteRows(projection: Projection<Row>, schema: string, keys: readonly (readonly Cell[])[]): { sql: string; params: unknown[] } {
  const where = keyIn(projection, keys);
  return { sql: `DELETE FROM ${qualified(schema, projection.table)} WHERE ${where.sql}`, params: where.params };
}

/** A digest of the whole table in key order: equal digests mean byte-identical tables. */
export function tableDigestSql(projection: Projection<Row>, schema: string): string {
  return `SELECT md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' ORDER BY ${projection.key.map((k) => `t.${k}`).join(', ')}), '')) AS digest,
                 count(*)::int AS rows
            FROM ${qualified(schema, projection.table)} t`;
}
