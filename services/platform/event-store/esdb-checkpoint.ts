import type { Checkpoint } from '../ports/event-store';

/** A place in EventStoreDB's `$all`: the commit and prepare positions of one record. */
export interface EsdbPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** `esdb:<commit>:<prepare>`: the EventStoreDB adapter's place in the log. */
export function encodeEsdbCheckpoint(position: EsdbPosition): Checkpoint {
  if (position.commit < 0n || position.prepare < 0n) throw new Error(`not a position in $all: ${position.commit}/${position.prepare}`);
  return `esdb:${position.commit}:${position.prepare}` as Checkpoint;
}

export function decodeEsdbCheckpoint(checkpoint: Checkpoint): EsdbPosition {
  const match = /^esdb:(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

/** Negative when `a` comes before `b` in `$all`, zero when they are the same record, positive after. */
export function compareEsdbPositions(a: EsdbPosition, b: EsdbPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}
