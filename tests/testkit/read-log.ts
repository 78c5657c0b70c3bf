import type { Checkpoint, EventStore, RecordedEvent } from '../../services/platform/ports/event-store';

/**
 * Reads the log after `from` until `count` events have come back. On a shared
 * PostgreSQL server, any open transaction (another test file's, say) briefly
 * holds new events back from every reader: that is the gap-safety rule at
 * work, so tests wait for it rather than read once.
 */
export async function readAtLeast(store: EventStore, from: Checkpoint | null, count: number, pageSize = 1000): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let position = from;
  const deadline = Date.now() + 20_000;
  while (seen.length < count && Date.now() < deadline) {
    const page = await store.readAll(position, pageSize);
    seen.push(...page.events);
    position = page.next;
    if (page.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return seen;
}
