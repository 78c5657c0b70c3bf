import type { SqlDatabase } from '../../services/platform/ports/sql';
import { STEPS_PER_BLOCK, stepAt, userIdOf, type Step } from './wallet-crash-plan';

/*
 * What the wallet crash test reads back from the log of record: each wallet
 * stream's revisions, each append the children sent against what committed,
 * and each planned step against the events that record it.
 */

/** An `appendMany` a child sent: `run` is the child's number, `append` its count within that run. */
export interface SentAppend {
  readonly run: number;
  readonly append: number;
  readonly parts: ReadonlyArray<readonly [streamId: string, occurredAt: string, eventIds: readonly string[]]>;
}

/** A planned step, by wallet, lane and index. */
export interface StepRef {
  readonly w: number;
  readonly l: number;
  readonly s: number;
}

interface EventRow {
  readonly stream_id: string;
  readonly revision: bigint;
  readonly xid: string;
  readonly event_id: string;
  readonly type: string;
  readonly occurred_at: Date;
  readonly data: { requestId?: string; reference?: string; amount?: number; actual?: number; reason?: string };
}

export interface LogAudit {
  readonly events: number;
  readonly streams: number;
  /** Streams whose revisions are not 0..n-1 without a hole, or whose head is not the last event. */
  readonly gaps: string[];
  /** Transactions with wallet events: the batches that committed. */
  readonly batches: number;
  readonly streamsPerBatch: { readonly mean: number; readonly max: number };
  readonly eventsPerStreamPart: { readonly mean: number; readonly max: number };
  readonly appendsSent: number;
  /** Appends sent of which nothing committed (killed in flight, or every wallet refused). */
  readonly appendsLost: number;
  /** A stream's events of one transaction that are not exactly one wallet's part of a sent append: a half-recorded batch. */
  readonly partialParts: string[];
  /** Sent appends whose recorded parts span more than one transaction, and transactions holding parts of more than one append. */
  readonly splitAppends: number;
  readonly mixedTransactions: number;
  /** Answered steps with no event; steps recorded more than once; events that are no planned step (or not as planned). */
  readonly lostAnswered: string[];
  readonly recordedTwice: string[];
  readonly unplanned: string[];
  /** Requests whose end is recorded before their hold, or with no hold. */
  readonly endWithoutHold: string[];
  /** Planned steps (below `complete` blocks per lane) with no event. */
  readonly missingPlanned: number;
  /** Reservations with no settle or release. */
  readonly openHolds: number;
  /** Per wallet: credits - charges, as the plan's recorded steps add up. */
  readonly expectedQuota: Map<number, number>;
}

/** The planned step an event records, from its type and request id or credit key; null when it is none. */
function stepOfEvent(row: EventRow): (StepRef & { step: Step }) | null {
  const id = row.type === 'WalletCredited' ? row.data.reference : row.data.requestId;
  const match = /^w(\d+)-l(\d+)-([cr])(\d+)$/.exec(id ?? '');
  if (!match) return null;
  const [w, l, n] = [Number(match[1]), Number(match[2]), Number(match[4])];
  const s = match[3] === 'c' ? n * STEPS_PER_BLOCK : Math.floor(n / 4) * STEPS_PER_BLOCK + 1 + (n % 4) * 2 + (row.type === 'QuotaReserved' ? 0 : 1);
  const step = stepAt(w, l, s);
  const asPlanned =
    (row.type === 'WalletCredited' && step.kind === 'credit' && row.data.amount === step.amount) ||
    (row.type === 'QuotaReserved' && step.kind === 'reserve' && row.data.amount === step.amount) ||
    (row.type === 'QuotaSettled' && step.kind === 'settle' && row.data.actual === step.amount) ||
    (row.type === 'QuotaReleased' && step.kind === 'release' && row.data.reason === 'request_failed');
  return asPlanned && row.stream_id === `wallet-${userIdOf(w)}` ? { w, l, s, step } : null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const stat = (values: readonly number[]) => ({
  mean: values.length === 0 ? 0 : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10,
  max: values.reduce((a, b) => Math.max(a, b), 0),
});

/**
 * Reads the whole log and checks it against what the children sent and
 * answered. `complete`: the blocks every lane was run to by a clean finish
 * (null while the plan is unfinished).
 */
export async function auditLog(
  db: SqlDatabase,
  plan: { readonly wallets: number; readonly lanes: number },
  sent: readonly SentAppend[],
  answered: readonly StepRef[],
  complete: number | null,
): Promise<LogAudit> {
  // One snapshot for both reads: a killed process's last append may still commit on its server
  // backend between two separate reads, which would show heads ahead of their events.
  const { rows, heads } = await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const events = await tx.query<EventRow>(
      `SELECT stream_id, revision, transaction_id::text AS xid, event_id::text AS event_id, type, occurred_at, data FROM events ORDER BY stream_id, revision`,
    );
    const streams = await tx.query<{ stream_id: string; revision: bigint }>('SELECT stream_id, revision FROM event_streams');
    return { rows: events.rows, heads: streams.rows };
  });

  // Each stream: revisions 0..n-1, head at n-1.
  const byStream = new Map<string, EventRow[]>();
  for (const row of rows) push(byStream, row.stream_id, row);
  const gaps: string[] = [];
  for (const head of heads) {
    const events = byStream.get(head.stream_id) ?? [];
    const holes = events.some((e, i) => e.revision !== BigInt(i));
    if (holes || head.revision !== BigInt(events.length - 1)) gaps.push(`${head.stream_id} (${events.length} events, head ${head.revision})`);
  }
  for (const stream of byStream.keys()) if (!heads.some((h) => h.stream_id === stream)) gaps.push(`${stream} (no head)`);

  // Each stream's events of one transaction must be exactly one wallet's part of one sent append.
  const partKey = (stream: string, atMs: number, ids: readonly string[]) => `${stream}|${atMs}|${ids.join(',')}`;
  const sentParts = new Map<string, string[]>();
  for (const a of sent) {
    for (const [stream, at, ids] of a.parts) {
      push(sentParts, partKey(stream, Date.parse(at), ids), `${a.run}/${a.append}`);
    }
  }
  const groups = new Map<string, EventRow[]>();
  for (const row of rows) push(groups, `${row.xid}|${row.stream_id}`, row);
  const partialParts: string[] = [];
  const appendsOfTransaction = new Map<string, Set<string>>();
  const transactionsOfAppend = new Map<string, Set<string>>();
  for (const [key, group] of groups) {
    const xid = key.split('|')[0]!;
    const senders = sentParts.get(
      partKey(
        group[0]!.stream_id,
        group[0]!.occurred_at.getTime(),
        group.map((e) => e.event_id),
      ),
    );
    if (!senders) {
      partialParts.push(`${group[0]!.stream_id} revisions ${group[0]!.revision}-${group.at(-1)!.revision} (transaction ${xid})`);
      continue;
    }
    const sender = senders[0]!; // the same decision sent twice (within a millisecond) is one part
    appendsOfTransaction.set(xid, (appendsOfTransaction.get(xid) ?? new Set()).add(sender));
    transactionsOfAppend.set(sender, (transactionsOfAppend.get(sender) ?? new Set()).add(xid));
  }
  const streamsOfTransaction = new Map<string, number>();
  for (const key of groups.keys()) streamsOfTransaction.set(key.split('|')[0]!, (streamsOfTransaction.get(key.split('|')[0]!) ?? 0) + 1);

  // Each planned step: recorded at most once, as planned, its end after its hold.
  const recorded = new Map<string, EventRow[]>();
  const unplanned: string[] = [];
  const endWithoutHold: string[] = [];
  const holdAt = new Map<string, bigint>();
  const ended = new Set<string>();
  const expectedQuota = new Map<number, number>();
  for (const row of rows) {
    const found = stepOfEvent(row);
    if (!found) {
      unplanned.push(`${row.stream_id}@${row.revision} ${row.type} ${JSON.stringify(row.data)}`);
      continue;
    }
    const ref = `${found.w}:${found.l}:${found.s}`;
    push(recorded, ref, row);
    const { step } = found;
    const userId = userIdOf(found.w);
    if (step.kind === 'reserve') holdAt.set(step.id, row.revision);
    else if (step.kind !== 'credit') {
      ended.add(step.id);
      if ((holdAt.get(step.id) ?? row.revision) >= row.revision) endWithoutHold.push(`${step.id} ${step.kind} at ${row.stream_id}@${row.revision}`);
    }
    const delta = step.kind === 'credit' ? step.amount : step.kind === 'settle' ? -step.amount : 0;
    expectedQuota.set(userId, (expectedQuota.get(userId) ?? 0) + delta);
  }
  const recordedTwice = [...recorded].filter(([, events]) => events.length > 1).map(([ref]) => ref);
  const lostAnswered = answered.map((a) => `${a.w}:${a.l}:${a.s}`).filter((ref) => !recorded.has(ref));
  let missingPlanned = 0;
  if (complete !== null) {
    for (let w = 0; w < plan.wallets; w++)
      for (let l = 0; l < plan.lanes; l++) for (let s = 0; s < complete * STEPS_PER_BLOCK; s++) if (!recorded.has(`${w}:${l}:${s}`)) missingPlanned++;
  }

  return {
    events: rows.length,
    streams: heads.length,
    gaps,
    batches: streamsOfTransaction.size,
    streamsPerBatch: stat([...streamsOfTransaction.values()]),
    eventsPerStreamPart: stat([...groups.values()].map((g) => g.length)),
    appendsSent: sent.length,
    appendsLost: sent.filter((a) => !transactionsOfAppend.has(`${a.run}/${a.append}`)).length,
    partialParts,
    splitAppends: [...transactionsOfAppend.values()].filter((xids) => xids.size > 1).length,
    mixedTransactions: [...appendsOfTransaction.values()].filter((appends) => appends.size > 1).length,
    lostAnswered,
    recordedTwice,
    unplanned,
    endWithoutHold,
    missingPlanned,
    openHolds: [...holdAt.keys()].filter((id) => !ended.has(id)).length,
    expectedQuota,
  };
}
