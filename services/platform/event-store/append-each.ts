import { DuplicateEventIds, WrongExpectedRevision, type EventStore, type StreamAppend, type StreamAppendOutcome } from '../ports/event-store';

/**
 * `appendMany` for a store that cannot span streams in one write: every
 * stream's append runs at once, on its own. A refusal (revision moved, ids
 * recorded elsewhere) is that stream's outcome; any other failure is thrown
 * once all have settled, when some streams may already be recorded.
 */
export async function appendEach(append: EventStore['append'], appends: readonly StreamAppend[]): Promise<StreamAppendOutcome[]> {
  const streams = new Set(appends.map((a) => a.streamId));
  if (streams.size !== appends.length) throw new Error('a stream appears twice in one appendMany');
  const settled = await Promise.allSettled(appends.map((a) => append(a.streamId, a.events, a.expected)));
  const failure = settled.find(
    (s): s is PromiseRejectedResult => s.status === 'rejected' && !(s.reason instanceof WrongExpectedRevision) && !(s.reason instanceof DuplicateEventIds),
  );
  if (failure) throw failure.reason;
  return settled.map((s) =>
    s.status === 'fulfilled' ? { ok: true, result: s.value } : { ok: false, error: s.reason as WrongExpectedRevision | DuplicateEventIds },
  );
}
