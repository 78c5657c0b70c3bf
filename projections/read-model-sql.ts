import type { SqlSession } from '../services/platform/ports/sql';
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

/** Each column's SQL type, as the catalog names it (`bigint`, `text`, `timestamp with time zone`…). */
export type ColumnTypes = ReadonlyMap<string, string>;

/** Reads the column types of a read-model table, for the casts of its parameters. */
export async function readColumnTypes(session: SqlSession, schema: string, table: string): Promise<ColumnTypes> {
  const { rows } = await session.query<{ name: string; type: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
    [qualified(schema, table)],
  );
  return new Map(rows.map((r) => [r.name, r.type]));
}

/*
 * Keys travel as one array parameter per key column, unpacked by `unnest`: a
 * statement has as many parameters as the key has columns, and stays flat
 * however many rows a batch touches (a long `(a, b) IN (…)` list overflows
 * PGlite's stack and PostgreSQL's parameter limit). Rows to write travel
 * another way (`rowsFrom`, below).
 */
function unnested(columns: readonly string[], types: ColumnTypes, values: readonly (readonly Cell[])[]): { sql: string; params: unknown[] } {
  const params = columns.map((_, i) => values.map((row) => toParam(row[i] ?? null)));
  const arrays = columns.map((column, i) => {
    const type = types.get(column);
    if (type === undefined) throw new Error(`read-model column ${column} is not in the table`);
    return `$${i + 1}::${type}[]`;
  });
  return { sql: `unnest(${arrays.join(', ')}) AS k(${columns.map(identifier).join(', ')})`, params };
}

/*
 * The rows an upsert writes travel as one parameter: a JSON array of rows,
 * each an array of its cells in column order, unpacked by
 * `jsonb_array_elements` and cast to each column's type from its text
 * (`->>`), as a typed array's elements are. One native JSON.stringify
 * encodes every cell; an array parameter per column is a quoted literal
 * built in JavaScript, element by element, which was the largest single
 * allocation of a projection round under load. Keys stay arrays: a key
 * list joins the table, and `unnest`'s row estimate keeps that join on the
 * table's index where a JSON function's would plan a scan of a small table.
 */
function rowsFrom(columns: readonly string[], types: ColumnTypes, values: readonly (readonly Cell[])[]): { sql: string; params: unknown[] } {
  const cells = columns.map((column, i) => {
    const type = types.get(column);
    if (type === undefined) throw new Error(`read-model column ${column} is not in the table`);
    return `(r.cells->>${i})::${type}`;
  });
  const rows = JSON.stringify(values.map((row) => columns.map((_, i) => toJsonCell(row[i] ?? null))));
  return { sql: `SELECT ${cells.join(', ')} FROM jsonb_array_elements($1::jsonb) AS r(cells)`, params: [rows] };
}

/** A cell as `->>` must read it: what `toParam` gives, and a number that is not finite by its name (`NaN`), as an array literal spells it. */
function toJsonCell(cell: Cell): unknown {
  if (typeof cell === 'number' && !Number.isFinite(cell)) return String(cell);
  return toParam(cell);
}

const matchKey = (projection: Projection<Row>): string => projection.key.map((k) => `t.${identifier(k)} = k.${identifier(k)}`).join(' AND ');

export function selectRows(
  projection: Projection<Row>,
  schema: string,
  types: ColumnTypes,
  keys: readonly (readonly Cell[])[],
): { sql: string; params: unknown[] } {
  const from = unnested(projection.key, types, keys);
  return {
    sql: `SELECT ${projection.columns.map((c) => `t.${identifier(c)}`).join(', ')} FROM ${qualified(schema, projection.table)} t JOIN ${from.sql} ON ${matchKey(projection)}`,
    params: from.params,
  };
}

export function upsertRows(projection: Projection<Row>, schema: string, types: ColumnTypes, rows: readonly Row[]): { sql: string; params: unknown[] } {
  const from = rowsFrom(
    projection.columns,
    types,
    rows.map((row) => projection.columns.map((c) => row[c] ?? null)),
  );
  const updates = projection.columns.filter((c) => !projection.key.includes(c));
  const onConflict = updates.length === 0 ? 'DO NOTHING' : `DO UPDATE SET ${updates.map((c) => `${identifier(c)} = EXCLUDED.${identifier(c)}`).join(', ')}`;
  return {
    sql: `INSERT INTO ${qualified(schema, projection.table)} (${projection.columns.map(identifier).join(', ')})
          ${from.sql}
          ON CONFLICT (${projection.key.map(identifier).join(', ')}) ${onConflict}`,
    params: from.params,
  };
}

export function deleteRows(
  projection: Projection<Row>,
  schema: string,
  types: ColumnTypes,
  keys: readonly (readonly Cell[])[],
): { sql: string; params: unknown[] } {
  const from = unnested(projection.key, types, keys);
  return { sql: `DELETE FROM ${qualified(schema, projection.table)} t USING ${from.sql} WHERE ${matchKey(projection)}`, params: from.params };
}

/** A digest of the whole table in key order: equal digests mean byte-identical tables. */
export function tableDigestSql(projection: Projection<Row>, schema: string): string {
  return `SELECT md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' ORDER BY ${projection.key.map((k) => `t.${k}`).join(', ')}), '')) AS digest,
                 count(*)::int AS rows
            FROM ${qualified(schema, projection.table)} t`;
}
