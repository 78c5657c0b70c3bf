import { expect, it } from 'vitest';
import type { Projection, Row } from '../../../projections/projection';
import { readColumnTypes, selectRows, upsertRows } from '../../../projections/read-model-sql';
import { describeOnEachBackend } from '../../testkit/databases';

/*
 * The read-model statements carry cells as their columns' types read them:
 * rows written by an upsert (one JSON parameter) and keys looked up by a
 * select (one array per key column) come back exactly as they went in,
 * whatever the text holds.
 */

type Sample = {
  readonly id: bigint;
  readonly label: string | null;
  readonly small: number;
  readonly ratio: number | null;
  readonly flag: boolean | null;
  readonly at: Date | null;
  readonly ref: string | null;
};

const SAMPLE: Projection<Sample> = {
  name: 'read_model_sql_sample',
  version: 1,
  table: 'read_model_sql_sample',
  columns: ['id', 'label', 'small', 'ratio', 'flag', 'at', 'ref'],
  key: ['id'],
  handles: [],
  keysOf: () => [],
  evolve: () => null,
};

const TEXTS = [
  'plain',
  'a "quoted" word, a comma and {braces}',
  'back\\slash \\" and \\\\ twice',
  'NULL',
  '',
  ' leading and trailing ',
  'line\nbreak\ttab\r',
  '{"looks": ["like", "json"]}',
  '中文 and emoji 🧾',
  "it's",
];

describeOnEachBackend('the read-model statements', (test) => {
  it('write every cell through the rows parameter and read it back unchanged', async () => {
    await test.db.execScript(`DROP TABLE IF EXISTS read_model_sql_sample;
      CREATE TABLE read_model_sql_sample (
        id bigint PRIMARY KEY, label text, small smallint NOT NULL, ratio double precision,
        flag boolean, at timestamp with time zone, ref uuid)`);
    const types = await readColumnTypes(test.db, 'public', SAMPLE.table);
    const rows: Sample[] = TEXTS.map((label, i) => ({
      id: i === 0 ? 9_223_372_036_854_775_807n : BigInt(-i),
      label,
      small: i - 5,
      ratio: [0.1, -0, 1e-7, 123456.789, 2 ** 53, null][i % 6] ?? null,
      flag: [true, false, null][i % 3] ?? null,
      at: i % 4 === 3 ? null : new Date(Date.UTC(2026, 10, 27, 3, 4, 5, i)),
      ref: i % 2 === 0 ? null : `00000000-0000-4000-8000-00000000000${i}`,
    }));
    rows.push({ id: 100n, label: null, small: 0, ratio: null, flag: null, at: null, ref: null });

    const up = upsertRows(SAMPLE as unknown as Projection<Row>, 'public', types, rows);
    await test.db.query(up.sql, up.params);
    const select = selectRows(
      SAMPLE as unknown as Projection<Row>,
      'public',
      types,
      rows.map((r) => [r.id]),
    );
    const { rows: stored } = await test.db.query<Record<string, unknown>>(`${select.sql} ORDER BY t.id`, select.params);
    const expected = [...rows]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((r) => ({ ...r, id: String(r.id), ratio: Object.is(r.ratio, -0) ? 0 : r.ratio }));
    expect(stored.map((r) => ({ ...r, id: String(r.id) }))).toEqual(expected);

    // Written again with other values: the upsert replaces them.
    const again = rows.map((r) => ({ ...r, label: `${r.label ?? ''}!`, flag: !r.flag }));
    const second = upsertRows(SAMPLE as unknown as Projection<Row>, 'public', types, again);
    await test.db.query(second.sql, second.params);
    const { rows: replaced } = await test.db.query<{ label: string; flag: boolean }>('SELECT label, flag FROM read_model_sql_sample ORDER BY id');
    expect(replaced.map((r) => r.label).sort()).toEqual(again.map((r) => r.label).sort());
    await test.db.execScript('DROP TABLE read_model_sql_sample');
  });

  it('refuses a row for a column the table does not have', async () => {
    const types = new Map([['id', 'bigint']]);
    expect(() => upsertRows(SAMPLE as unknown as Projection<Row>, 'public', types, [])).toThrow(/label is not in the table/);
  });
});
