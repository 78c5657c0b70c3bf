import { auditStreamId, type ConfigChanged } from '../../../schema/events/audit';
import type { OptionKey } from '../../../schema/options/catalogue';
import type { EventStore } from '../ports/event-store';

/*
 * An option's history as the log of record keeps it: every change an admin
 * made is a ConfigChanged event in the option's audit stream, stamped with
 * the moment. For the read sides that must honour what an option was at the
 * time (a usage log switched off for a while, the data export).
 */

export interface OptionChange {
  readonly at: Date;
  /** The stored text before and after; null when the change hid it (a secret). */
  readonly before: string | null;
  readonly after: string | null;
}

const PAGE = 1_000;
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function readOptionHistory(store: EventStore, key: OptionKey): Promise<OptionChange[]> {
  const streamId = auditStreamId('option', key);
  const changes: OptionChange[] = [];
  for (let from = 0n; ; from += BigInt(PAGE)) {
    const page = await store.readStream(streamId, { fromRevision: from, limit: PAGE });
    for (const { event } of page) {
      if (event.type !== 'ConfigChanged') continue;
      const { before, after } = (event as ConfigChanged).data;
      changes.push({ at: new Date(event.occurredAt), before: textOf(before), after: textOf(after) });
    }
    if (page.length < PAGE) return changes;
  }
}

/** The spans during which a boolean option was off, oldest first; `to` null: off still. */
export function spansOff(changes: readonly OptionChange[]): Array<{ readonly from: Date; readonly to: Date | null }> {
  const spans: Array<{ from: Date; to: Date | null }> = [];
  for (const change of changes) {
    const open = spans.at(-1);
    if (change.after === 'false' && (!open || open.to !== null)) spans.push({ from: change.at, to: null });
    else if (change.after === 'true' && open && open.to === null) open.to = change.at;
  }
  return spans;
}
