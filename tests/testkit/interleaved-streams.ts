import type { EventStore } from '../../services/platform/ports/event-store';
import { streamOf } from './events';

/**
 * Appends `perStream` events to each of `streams` new streams, interleaved:
 * each append takes 1–4 next events of a random stream that still has some,
 * so the log mixes the streams. Returns each stream's event ids in revision order.
 */
export async function appendInterleaved(store: EventStore, { streams, perStream }: { streams: number; perStream: number }): Promise<Map<string, string[]>> {
  const pending = Array.from({ length: streams }, () => ({ events: streamOf(perStream), appended: 0 }));
  const order = new Map(pending.map(({ events }) => [events[0]!.streamId, events.map((e) => e.eventId)]));
  let open = pending;
  while (open.length > 0) {
    const stream = open[Math.floor(Math.random() * open.length)]!;
    const batch = stream.events.slice(stream.appended, stream.appended + 1 + Math.floor(Math.random() * 4));
    await store.append(batch[0]!.streamId, batch, stream.appended === 0 ? 'no_stream' : BigInt(stream.appended - 1));
    stream.appended += batch.length;
    open = open.filter((s) => s.appended < s.events.length);
  }
  return order;
}
