import { describe, expect, it } from 'vitest';
import { checkAppendBatch, findRepeat, type StoredEvent } from '../../../../services/platform/event-store/append-checks';
import { DuplicateEventIds, type Checkpoint } from '../../../../services/platform/ports/event-store';
import { configChanged, streamOf } from '../../../testkit/events';

const storedFrom = (events: readonly { eventId: string }[], firstRevision: bigint): StoredEvent[] =>
  events.map((e, i) => ({ eventId: e.eventId, revision: firstRevision + BigInt(i), position: `test:${firstRevision + BigInt(i)}` as Checkpoint }));

describe('append checks', () => {
  it('refuses an empty append, an event of another stream, and an id given twice', () => {
    const [a, b] = streamOf(2);
    expect(() => checkAppendBatch(a!.streamId, [])).toThrow(/at least one event/);
    expect(() => checkAppendBatch(a!.streamId, [a!, configChanged()])).toThrow(/belongs to/);
    expect(() => checkAppendBatch(a!.streamId, [a!, b!, a!])).toThrow(/appears twice/);
    expect(() => checkAppendBatch(a!.streamId, [a!, b!])).not.toThrow();
  });

  it('sees a new append when none of its ids is stored', () => {
    const events = streamOf(3);
    expect(findRepeat(events[0]!.streamId, events.slice(2), storedFrom(events.slice(0, 2), 0n))).toBeNull();
    expect(findRepeat(events[0]!.streamId, events, [])).toBeNull();
  });

  it('sees a repeat when every id is stored consecutively, in order, wherever in the stream', () => {
    const events = streamOf(5);
    const stored = storedFrom(events, 10n);
    expect(findRepeat(events[0]!.streamId, events.slice(1, 3), stored)).toEqual({ revision: 12n, position: 'test:12', written: false });
  });

  it('calls a partial or reordered match a duplicate', () => {
    const events = streamOf(3);
    const stream = events[0]!.streamId;
    const stored = storedFrom(events.slice(0, 2), 0n);
    expect(() => findRepeat(stream, [events[2]!, events[0]!], stored)).toThrow(DuplicateEventIds);
    expect(() => findRepeat(stream, [events[1]!, events[0]!], stored)).toThrow(DuplicateEventIds);
    const apart = [...storedFrom([events[0]!], 0n), ...storedFrom([events[1]!], 5n)];
    expect(() => findRepeat(stream, events.slice(0, 2), apart)).toThrow(DuplicateEventIds);
  });
});
