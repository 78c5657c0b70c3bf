import type { EventStore } from '../../services/shared/ports/event-store';
import { configChanged } from './events';

/**
 * Appends a seeded history of `count` events over `streams` streams and
 * 48 hours, so read models have many rows to build. The same seed gives the
 * same shapes (ids differ).
 */
export async function seedHistory(store: EventStore, { count, streams = 40, seed = 7 }: { count: number; streams?: number; seed?: number }): Promise<void> {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const revisions = new Map<string, bigint>();
  const base = Date.UTC(2026, 10, 20, 0, 0, 0);
  let written = 0;
  while (written < count) {
    const entityId = `hist_${seed}_${Math.floor(random() * streams)}`;
    const size = Math.min(count - written, 1 + Math.floor(random() * 5));
    const batch = Array.from({ length: size }, (_, i) =>
      configChanged({ entityId, occurredAt: new Date(base + Math.floor(((written + i) / count) * 48 * 3_600_000)).toISOString() }),
    );
    const stream = batch[0]!.streamId;
    const before = revisions.get(stream);
    const result = await store.append(stream, batch, before === undefined ? 'no_stream' : before);
    revisions.set(stream, result.revision);
    written += size;
  }
}
