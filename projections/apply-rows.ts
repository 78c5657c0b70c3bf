import type { RecordedEvent } from '../services/platform/ports/event-store';
import type { SqlSession } from '../services/platform/ports/sql';
import type { ColumnTypeCache } from './column-type-cache';
import type { Cell, Projection, Row } from './projection';
import { deleteRows, identifier, keyIdentity, qualified, selectRows, upsertRows, type ColumnTypes } from './read-model-sql';

/**
 * Folds a batch of events into the rows they touch, inside the caller's
 * transaction: loads the touched rows in one statement (none for an
 * insert-only projection, whose rows are new by construction), evolves each,
 * and writes the new rows (one upsert) and removes the deleted ones (one delete).
 * An event that clears old rows splits the batch: what came before it is
 * written, then cleared, then the rest follows. Returns how many events the
 * projection applied.
 */
export async function applyToRows(
  tx: SqlSession,
  projection: Projection<Row>,
  schema: string,
  events: readonly RecordedEvent[],
  columnTypes: ColumnTypeCache,
): Promise<number> {
  const { clears } = projection;
  if (clears === undefined) return applySegment(tx, projection, schema, events, columnTypes);
  let applied = 0;
  let start = 0;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!.event;
    const clearing = projection.handles.includes(event.type) ? clears(event) : null;
    if (clearing === null) continue;
    applied += await applySegment(tx, projection, schema, events.slice(start, i), columnTypes);
    await tx.query(`DELETE FROM ${qualified(schema, projection.table)} WHERE ${identifier(clearing.column)} < $1`, [clearing.before]);
    applied += 1;
    start = i + 1;
  }
  return applied + (await applySegment(tx, projection, schema, events.slice(start), columnTypes));
}

async function applySegment(
  tx: SqlSession,
  projection: Projection<Row>,
  schema: string,
  events: readonly RecordedEvent[],
  columnTypes: ColumnTypeCache,
): Promise<number> {
  const touched = new Map<string, { key: readonly Cell[]; events: RecordedEvent[] }>();
  let applied = 0;
  for (const recorded of events) {
    if (!projection.handles.includes(recorded.event.type)) continue;
    const keys = projection.keysOf(recorded.event);
    if (keys.length > 0) applied++;
    for (const key of keys) {
      const id = keyIdentity(key);
      const entry = touched.get(id) ?? { key, events: [] };
      entry.events.push(recorded);
      touched.set(id, entry);
    }
  }
  if (touched.size === 0) return 0;

  const types = await columnTypes.get(tx, schema, projection.table);
  const current = projection.insertOnly ? new Map<string, Row>() : await existingRows(tx, projection, schema, types, touched.values());

  const upserts: Row[] = [];
  const deletions: (readonly Cell[])[] = [];
  for (const [id, { key, events: forRow }] of touched) {
    let row: Row | null = current.get(id) ?? null;
    for (const recorded of forRow) {
      row = projection.evolve(row, recorded.event, key, { position: recorded.position });
    }
    if (row === null) deletions.push(key);
    else upserts.push(row);
  }
  if (deletions.length > 0) {
    const del = deleteRows(projection, schema, types, deletions);
    await tx.query(del.sql, del.params);
  }
  if (upserts.length > 0) {
    const up = upsertRows(projection, schema, types, upserts);
    await tx.query(up.sql, up.params);
  }
  return applied;
}

/** The rows stored under the touched keys, by key identity. */
async function existingRows(
  tx: SqlSession,
  projection: Projection<Row>,
  schema: string,
  types: ColumnTypes,
  touched: Iterable<{ readonly key: readonly Cell[] }>,
): Promise<Map<string, Row>> {
  const select = selectRows(
    projection,
    schema,
    types,
    [...touched].map((t) => t.key),
  );
  const { rows } = await tx.query<Row>(select.sql, select.params);
  return new Map(rows.map((row) => [keyIdentity(projection.key.map((k) => row[k] ?? null)), row]));
}
