import type { Checkpoint } from '../ports/event-store';

/*
 * A place in the log as text that sorts as the log does: each number of a
 * checkpoint (Postgres `pg:<xid>:<position>`, EventStoreDB
 * `esdb:<commit>:<prepare>`) left-padded to 20 digits, so a read model can
 * keep it in a text column and answer "everything after this place" with an
 * index. Pure; the same checkpoint always gives the same text, so a replay
 * writes the same rows.
 */

const WIDTH = 20;

export function logOrderOf(checkpoint: Checkpoint): string {
  const match = /^(pg|esdb):(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`not a checkpoint: ${checkpoint}`);
  return `${match[1]}:${match[2]!.padStart(WIDTH, '0')}:${match[3]!.padStart(WIDTH, '0')}`;
}

/** A log order text as a client may send it back (a cursor): the shape `logOrderOf` writes, or null. */
export function parseLogOrder(text: unknown): string | null {
  return typeof text === 'string' && /^(pg|esdb):\d{20}:\d{20}$/.test(text) ? text : null;
}

/** The cursor of a feed whose read model was empty when read: before every place in the log. */
export const LOG_ORIGIN = 'origin';

/** A cursor a client sent back to a feed: a log order, or the origin (as '', before every order); null if it is neither. */
export function parseFeedCursor(text: unknown): string | null {
  return text === LOG_ORIGIN ? '' : parseLogOrder(text);
}
