import type { Checkpoint } from '../services/platform/ports/event-store';
import { readCheckpoints, type CheckpointRow } from './checkpoints';
import type { ColumnTypeCache } from './column-type-cache';
import type { Projection, Row } from './projection';
import type { RunnerDeps } from './runner-deps';
import { applySharedBatch, type SharedBatch } from './shared-batch';

export interface SharedRoundOptions {
  readonly batchSize: number;
  readonly columnTypes: ColumnTypeCache;
  /** The SQL schema of the read models and their checkpoints; default `public`. */
  readonly schema?: string;
}

export interface RoundSummary {
  /** Batches applied, each one transaction for every projection in it. */
  readonly batches: number;
  /** Events read from the log by those batches (several projections reading one page count it once). */
  readonly read: number;
}

export interface SharedRound {
  /** Brings every projection to the end of the log as it was at some moment after the call began. */
  run(signal?: AbortSignal): Promise<RoundSummary>;
  /** Forgets where the checkpoints are; the next run reads them again (after a failure or a prepare). */
  forget(): void;
}

interface Group {
  readonly position: Checkpoint | null;
  readonly members: readonly Projection<Row>[];
}

/**
 * The runner's round. Projections at one checkpoint form a group: a group
 * reads each page of the log once and applies it to all its members in one
 * transaction (applySharedBatch). The largest group is the main one; every
 * other group (a projection just created, rebuilding, or left behind) goes
 * first, on its own, and each group's batches stop at any other group's
 * position, so a group behind the main one stops exactly where it stands and
 * joins it. A group is done for the round once it stands at a position read
 * as the end of the log during this round.
 *
 * Where the checkpoints are is kept in memory between rounds and corrected
 * from the rows each batch locks, so a second runner on the same database
 * costs a raced batch, never a double application.
 */
export function createSharedRound(deps: RunnerDeps, projections: readonly Projection<Row>[], options: SharedRoundOptions): SharedRound {
  const schema = options.schema ?? 'public';
  const names = projections.map((p) => p.name);
  const byName = new Map(projections.map((p) => [p.name, p]));
  let known: Map<string, Checkpoint | null> | null = null;

  /** Records where a projection stands; one whose row has another version (another build's runner) is left out until the next load. */
  const note = (positions: Map<string, Checkpoint | null>, name: string, row: CheckpointRow | undefined): void => {
    const projection = byName.get(name)!;
    if (row === undefined) throw new Error(`projection ${name} has no checkpoint row; call prepareProjection first`);
    if (row.version === projection.version) {
      positions.set(name, row.position);
      return;
    }
    positions.delete(name);
    deps.logger.warn('projection checkpoint is at another version; left to the runner of that version', {
      projection: name,
      stored: row.version,
      version: projection.version,
    });
  };

  const load = async (): Promise<Map<string, Checkpoint | null>> => {
    const rows = await readCheckpoints(deps.db, schema, names, false);
    const positions = new Map<string, Checkpoint | null>();
    for (const name of names) note(positions, name, rows.get(name));
    return positions;
  };

  const learn = (positions: Map<string, Checkpoint | null>, group: Group, batch: SharedBatch): void => {
    if (batch.read === 0) return;
    for (const { name } of group.members) {
      if (batch.applied.has(name)) positions.set(name, batch.position);
      else note(positions, name, batch.found.get(name));
    }
  };

  return {
    async run(signal) {
      const positions = (known ??= await load());
      const ended = new Set<Checkpoint | null>();
      let batches = 0;
      let read = 0;
      while (!signal?.aborted) {
        const groups = groupsOf(projections, positions);
        const next = nextGroup(groups, ended);
        if (next === undefined) break;
        const stopAt = new Set(groups.filter((g) => g !== next && g.position !== null).map((g) => g.position as Checkpoint));
        const batch = await applySharedBatch(deps, next.members, next.position, {
          batchSize: options.batchSize,
          schema,
          stopAt,
          columnTypes: options.columnTypes,
        });
        learn(positions, next, batch);
        if (batch.applied.size > 0) batches++;
        read += batch.read;
        if (batch.atEnd) ended.add(batch.position);
      }
      return { batches, read };
    },
    forget() {
      known = null;
    },
  };
}

/** The projections grouped by the position they stand at, in registry order of each group's first member. */
function groupsOf(projections: readonly Projection<Row>[], positions: ReadonlyMap<string, Checkpoint | null>): Group[] {
  const groups = new Map<Checkpoint | null, Projection<Row>[]>();
  for (const projection of projections) {
    if (!positions.has(projection.name)) continue;
    const position = positions.get(projection.name) ?? null;
    const members = groups.get(position) ?? [];
    members.push(projection);
    groups.set(position, members);
  }
  return [...groups].map(([position, members]) => ({ position, members }));
}

/** The group to move next: any group but the largest first, then the largest; none once every group stands at an end read this round. */
function nextGroup(groups: readonly Group[], ended: ReadonlySet<Checkpoint | null>): Group | undefined {
  const main = groups.reduce<Group | undefined>((best, g) => (best === undefined || g.members.length > best.members.length ? g : best), undefined);
  const pending = groups.filter((g) => !ended.has(g.position));
  return pending.find((g) => g !== main) ?? pending.find((g) => g === main);
}
