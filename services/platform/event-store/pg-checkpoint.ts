import type { Checkpoint } from '../ports/event-store';

/** `pg:<transaction id>:<position>`: the Postgres adapter's place in the log. */
export function encodePgCheckpoint(xid: string, position: bigint): Checkpoint {
  return `pg:${xid}:${position}` as Checkpoint;
}

export function decodePgCheckpoint(checkpoint: Checkpoint): { xid: string; position: bigint } {
  const match = /^pg:(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`not a Postgres event store checkpoint: ${checkpoint}`);
  return { xid: match[1]!, position: BigInt(match[2]!) };
}
