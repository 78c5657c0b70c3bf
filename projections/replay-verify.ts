import { randomBytes } from 'node:crypto';
import type { Checkpoint } from '../services/platform/ports/event-store';
import type { SqlDatabase, SqlSession } from '../services/platform/ports/sql';
import type { Projection, Row } from './projection';
import { identifier, qualified, tableDigestSql } from './read-model-sql';
import { catchUp, prepareProjection, type RunnerDeps } from './runner';

export interface TableDigest {
  readonly digest: string;
  readonly rows: number;
}

export async function tableDigest(session: SqlSession, projection: Projection<Row>, schema: string): Promise<TableDigest> {
  const { rows } = await session.query<TableDigest>(tableDigestSql(projection, schema));
  return rows[0]!;
}

/** A throw-away schema holding empty copies of the projections' tables and a checkpoint table. */
export async function createScratchSchema(db: SqlDatabase, projections: readonly Projection<Row>[]): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `replay_${randomBytes(6).toString('hex')}`;
  await db.execScript(
    [
      `CREATE SCHEMA ${identifier(schema)}`,
      `CREATE TABLE ${qualified(schema, 'log_checkpoints')} (LIKE ${qualified('public', 'log_checkpoints')} INCLUDING ALL)`,
      ...projections.map((p) => `CREATE TABLE ${qualified(schema, p.table)} (LIKE ${qualified('public', p.table)} INCLUDING ALL)`),
    ].join(';\n'),
  );
  return { schema, drop: () => db.execScript(`DROP SCHEMA ${identifier(schema)} CASCADE`) };
}

/** Rebuilds one projection from the start of the log into `schema`, stopping at `until` when given. */
export async function rebuildInto(
  deps: RunnerDeps,
  projection: Projection<Row>,
  schema: string,
  options: { batchSize: number; until?: Checkpoint | null },
): Promise<TableDigest> {
  await prepareProjection(deps.db, projection, schema);
  await catchUp({ ...deps, pubsub: null }, projection, { batchSize: options.batchSize, schema, until: options.until });
  return tableDigest(deps.db, projection, schema);
}

/** The live table's digest and checkpoint, read together while the runner is held off that projection. */
export async function liveSnapshot(db: SqlDatabase, projection: Projection<Row>): Promise<TableDigest & { position: Checkpoint | null }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ position: Checkpoint | null }>(
      `SELECT position FROM ${qualified('public', 'log_checkpoints')} WHERE name = $1 FOR UPDATE`,
      [projection.name],
    );
    return { ...(await tableDigest(tx, projection, 'public')), position: rows[0]?.position ?? null };
  });
}

export interface VerifyLine {
  readonly table: string;
  readonly ok: boolean;
  readonly live: TableDigest & { position: Checkpoint | null };
  readonly replayed: TableDigest;
}

/**
 * For each projection: rebuild it from the log into a scratch schema, up to
 * the position the live table is at, and compare the two tables' digests.
 */
export async function verifyProjections(deps: RunnerDeps, projections: readonly Projection<Row>[], batchSize = 500): Promise<VerifyLine[]> {
  const scratch = await createScratchSchema(deps.db, projections);
  try {
    const lines: VerifyLine[] = [];
    for (const projection of projections) {
      const live = await liveSnapshot(deps.db, projection);
      const replayed = await rebuildInto(deps, projection, scratch.schema, { batchSize, until: live.position });
      lines.push({ table: projection.table, ok: replayed.digest === live.digest, live, replayed });
    }
    return lines;
  } finally {
    await scratch.drop();
  }
}

export function formatVerifyLine(line: VerifyLine): string {
  const status = line.ok ? 'ok     ' : 'DIFFERS';
  const digests = line.ok
    ? `digest ${line.live.digest}`
    : `live ${line.live.digest} (${line.live.rows} rows), replay ${line.replayed.digest} (${line.replayed.rows} rows)`;
  return `${line.table.padEnd(24)} ${status} ${String(line.live.rows).padStart(9)} rows  ${digests}  at ${line.live.position ?? 'the start'}`;
}
