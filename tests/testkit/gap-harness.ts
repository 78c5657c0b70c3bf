import { decodePgCheckpoint } from '../../services/platform/event-store/pg-checkpoint';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import type { Checkpoint } from '../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { configChanged } from './events';

export interface GapReport {
  events: number;
  writers: number;
  missed: number;
  duplicates: number;
  outOfOrder: number;
  appendsPerSecond: number;
  /** From a writer's commit to the follower seeing the event. */
  lagP50Ms: number;
  lagMaxMs: number;
  /** The longest an already-committed event waited behind an older, still-open transaction. */
  holdBackMaxMs: number;
}

/**
 * RELIABILITY A13: `writers` concurrent writers append `events` events, each
 * in its own transaction held open for a random 0–`maxDelayMs` ms, while one
 * follower reads `$all`. Counts what the follower missed, saw twice or saw out
 * of log order, and how long committed events were held back.
 */
export async function runGapHarness(
  writerDbs: readonly SqlDatabase[],
  followerDb: SqlDatabase,
  { events, maxDelayMs = 3 }: { events: number; maxDelayMs?: number },
): Promise<GapReport> {
  const committedAt = new Map<string, number>();
  let remaining = events;
  const begun = performance.now();

  const writer = async (db: SqlDatabase) => {
    const store = createPostgresEventStore(db);
    while (remaining > 0) {
      const count = Math.min(remaining, 1 + Math.floor(Math.random() * 4));
      remaining -= count;
      const entityId = `gap_${Math.random().toString(36).slice(2, 10)}`;
      const batch = Array.from({ length: count }, () => configChanged({ entityId }));
      await db.transaction(async (tx) => {
        await store.appendInTransaction(tx, batch[0]!.streamId, batch, 'no_stream');
        await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs));
      });
      const now = performance.now();
      for (const e of batch) committedAt.set(e.eventId, now);
    }
  };

  const seen = new Map<string, number>();
  const lags: number[] = [];
  let duplicates = 0;
  let outOfOrder = 0;
  let last: { xid: bigint; position: bigint } | null = null;
  let writing = true;
  let giveUpAt = Infinity;
  /** Start times of reads that returned everything readable (fewer than a full page). */
  const caughtUpReads: number[] = [];
  const PAGE = 1000;
  const follower = async () => {
    const store = createPostgresEventStore(followerDb);
    let from: Checkpoint | null = null;
    for (;;) {
      const readStart = performance.now();
      const page = await store.readAll(from, PAGE);
      const now = performance.now();
      if (page.events.length < PAGE) caughtUpReads.push(readStart);
      for (const { event, position } of page.events) {
        if (seen.has(event.eventId)) duplicates++;
        seen.set(event.eventId, now);
        const at = decodePgCheckpoint(position);
        const current = { xid: BigInt(at.xid), position: at.position };
        if (last && (current.xid < last.xid || (current.xid === last.xid && current.position <= last.position))) outOfOrder++;
        last = current;
      }
      from = page.next;
      if (page.events.length === 0) {
        // Done once every committed event is seen; a transaction elsewhere on the server may hold some back a while.
        if (!writing && (seen.size >= committedAt.size || performance.now() > giveUpAt)) break;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }
  };

  const following = follower();
  await Promise.all(writerDbs.map(writer));
  const writeSeconds = (performance.now() - begun) / 1000;
  giveUpAt = performance.now() + 60_000;
  writing = false;
  await following;

  let missed = 0;
  let holdBackMaxMs = 0;
  for (const [id, committed] of committedAt) {
    const sawAt = seen.get(id);
    if (sawAt === undefined) {
      missed++;
      continue;
    }
    lags.push(Math.max(0, sawAt - committed));
    // Held back: a complete read began after this event committed and still did not return it.
    const firstMiss = caughtUpReads.find((start) => start > committed && start < sawAt);
    if (firstMiss !== undefined) holdBackMaxMs = Math.max(holdBackMaxMs, sawAt - firstMiss);
  }
  lags.sort((a, b) => a - b);
  return {
    events,
    writers: writerDbs.length,
    missed,
    duplicates,
    outOfOrder,
    appendsPerSecond: Math.round(events / writeSeconds),
    lagP50Ms: round(lags[Math.floor(lags.length / 2)] ?? 0),
    lagMaxMs: round(lags[lags.length - 1] ?? 0),
    holdBackMaxMs: round(holdBackMaxMs),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function formatGapReport(r: GapReport): string {
  return (
    `A13 gap safety: ${r.events} events, ${r.writers} writers: missed ${r.missed}, duplicates ${r.duplicates}, ` +
    `out of order ${r.outOfOrder}; ${r.appendsPerSecond} events/s appended; follow lag p50 ${r.lagP50Ms} ms, max ${r.lagMaxMs} ms; ` +
    `largest hold-back behind an open transaction ${r.holdBackMaxMs} ms`
  );
}
