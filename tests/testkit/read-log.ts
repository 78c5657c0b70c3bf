import type { Checkpoint, EventStore, RecordedEvent } from '../../services/platform/ports/event-store';
import { eventually } from './eventually';

/**
 * Reads the log after `from` until `count` events have come back. On a shared
 * PostgreSQL server, any open transaction (another test file's, say) briefly
 * holds new events back from every reader: that is the gap-safety rule at
 * work, so tests wait for it rather than read once. Fails if they have not
 * come back within the deadline.
 */
export async function readAtLeast(store: EventStore, from: Checkpoint | null, count: number, pageSize = 1000): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let position = from;
  await eventually(
    async () => {
      // Read on while pages come back full; pause only at an empty one.
      for (;;) {
        if (seen.length >= count) return true;
        const page = await store.readAll(position, pageSize);
        seen.push(...page.events);
        position = page.next;
        if (page.events.length === 0) throw new Error(`${seen.length} of ${count} events have come back`);
      }
    },
    { what: `${count} events of the log`, everyMs: 20 },
  );
  return seen;
}
