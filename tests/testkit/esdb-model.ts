import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { EsdbClient } from '../../services/platform/adapters/eventstoredb';

/**
 * An in-memory model of the EventStoreDB calls the adapter makes, following
 * the server's rules as its source states them: an append at an exact
 * expected revision that finds the same event ids right after that revision
 * is an idempotent success; with `any`/`stream_exists` the first id decides
 * (found in the stream: a repeat, if the rest follow it; not found: a new
 * write, even if later ids exist); every other mismatch is a wrong expected
 * version. Reads of `$all` start at the given position, inclusive, and the
 * log carries system records between the gateway's. It is not a server: the
 * same contract runs against a real one where EVENTSTORE_URL or a container
 * runtime exists (tests/integration/platform/event-store/eventstoredb.test.ts).
 */

interface Position {
  commit: bigint;
  prepare: bigint;
}

interface ModelRecord {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: true;
  created: Date;
  position: Position;
}

interface ProposedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata?: unknown;
}

export interface EsdbModel {
  readonly client: EsdbClient;
  /** While true, every call fails as a refused connection does: a plain gRPC error with code 14. */
  unreachable: boolean;
  /** Appends the server received, writes and idempotent repeats alike. */
  readonly appendCalls: number;
  /** Every record of `$all`, system records included, in log order. */
  records(): readonly ModelRecord[];
}

const RECORD_SIZE = 100n;
/** Lets other calls run in between, as network round trips do. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));
const clone = (record: ModelRecord): ModelRecord => ({ ...record, data: structuredClone(record.data), metadata: structuredClone(record.metadata) });
const atOrAfter = (p: Position, from: Position) => p.commit > from.commit || (p.commit === from.commit && p.prepare >= from.prepare);

function typed(type: string, message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { type, ...fields });
}

export function createEsdbModel(): EsdbModel {
  const log: ModelRecord[] = [];
  const streams = new Map<string, ModelRecord[]>();
  const live = new EventEmitter();
  live.setMaxListeners(0);
  let next = 0n;
  let writes = 0;

  const model = {
    unreachable: false,
    appendCalls: 0,
    records: () => log.map(clone),
    client: undefined as unknown as EsdbClient,
  };

  const failIfUnreachable = () => {
    if (model.unreachable) {
      throw Object.assign(new Error('14 UNAVAILABLE: No connection established. Last error: Error: connect ECONNREFUSED 127.0.0.1:2113.'), { code: 14 });
    }
  };

  /** One commit: the records share the commit position (the transaction's start), each has its own prepare. */
  function commit(streamId: string, events: readonly ProposedEvent[]): ModelRecord[] {
    const stream = streams.get(streamId) ?? [];
    streams.set(streamId, stream);
    const commitAt = next;
    const written = events.map((e) => {
      const record: ModelRecord = {
        streamId,
        id: e.id,
        revision: BigInt(stream.length),
        type: e.type,
        data: structuredClone(e.data),
        metadata: structuredClone(e.metadata),
        isJson: true,
        created: new Date(),
        position: { commit: commitAt, prepare: next },
      };
      next += RECORD_SIZE;
      stream.push(record);
      log.push(record);
      return record;
    });
    for (const record of written) if (!record.type.startsWith('$')) live.emit('record', record);
    return written;
  }

  async function appendToStream(streamId: string, proposed: ProposedEvent | ProposedEvent[], options: { expectedRevision?: unknown } = {}) {
    await roundTrip();
    failIfUnreachable();
    model.appendCalls += 1;
    const events = Array.isArray(proposed) ? proposed : [proposed];
    const expected = options.expectedRevision ?? 'any';
    const stream = streams.get(streamId) ?? [];
    const current = BigInt(stream.length) - 1n;
    const wrong = () =>
      typed('wrong-expected-version', `WrongExpectedVersion on ${streamId}`, {
        streamName: streamId,
        expectedVersion: expected,
        actualVersion: current < 0n ? 'no_stream' : current,
      });
    const success = (last: ModelRecord) => ({ success: true, nextExpectedRevision: last.revision, position: last.position });
    /** The events already follow `from` (exclusive) in the stream: an idempotent repeat. */
    const repeatAfter = (from: bigint) => {
      const found = events.map((e, i) => stream[Number(from + 1n + BigInt(i))]);
      if (!found.every((r, i) => r?.id === events[i]!.id)) throw wrong();
      return success(found[found.length - 1]!);
    };

    if (expected === 'stream_exists' && current < 0n) throw wrong();
    let result;
    if (expected === 'any' || expected === 'stream_exists') {
      const first = stream.find((r) => r.id === events[0]!.id);
      result = first ? repeatAfter(first.revision - 1n) : success(commit(streamId, events).at(-1)!);
    } else {
      const at = expected === 'no_stream' ? -1n : (expected as bigint);
      if (at > current) throw wrong();
      result = at < current ? repeatAfter(at) : success(commit(streamId, events).at(-1)!);
    }
    writes += 1;
    if (writes % 2 === 0) commit('$stats-127.0.0.1:2113', [{ id: randomUUID(), type: '$statsCollected', data: {} }]);
    return result;
  }

  function readable(produce: () => ModelRecord[]) {
    async function* records() {
      await roundTrip();
      failIfUnreachable();
      for (const record of produce()) yield { event: clone(record) };
    }
    return Object.assign(Readable.from(records()), { cancel: async () => {} });
  }

  function readStream(streamId: string, options: { direction?: string; fromRevision?: unknown; maxCount?: number | bigint } = {}) {
    return readable(() => {
      const stream = streams.get(streamId);
      if (!stream) throw typed('stream-not-found', `${streamId} not found`, { streamName: streamId });
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      if (options.direction === 'backwards') {
        const from = options.fromRevision === 'end' || options.fromRevision === undefined ? stream.length - 1 : Number(options.fromRevision);
        return stream.slice(Math.max(0, from - max + 1), from + 1).reverse();
      }
      const from = options.fromRevision === 'start' || options.fromRevision === undefined ? 0 : Number(options.fromRevision);
      return stream.slice(from, from + max);
    });
  }

  function readAll(options: { direction?: string; fromPosition?: unknown; maxCount?: number | bigint } = {}) {
    return readable(() => {
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      if (options.direction === 'backwards') return [...log].reverse().slice(0, max);
      const from = options.fromPosition;
      const start = from === 'start' || from === undefined ? 0 : log.findIndex((r) => atOrAfter(r.position, from as Position));
      return start === -1 ? [] : log.slice(start, start + max);
    });
  }

  function subscribeToAll() {
    const subscription = Object.assign(new EventEmitter(), {
      unsubscribe: async () => {
        live.off('record', forward);
      },
    });
    function forward(record: ModelRecord) {
      subscription.emit('data', { event: clone(record) });
    }
    if (model.unreachable) setImmediate(() => subscription.emit('error', Object.assign(new Error('14 UNAVAILABLE'), { type: 'unavailable' })));
    else live.on('record', forward);
    return subscription;
  }

  model.client = {
    appendToStream,
    readStream,
    readAll,
    subscribeToAll,
    dispose: async () => {},
  } as unknown as EsdbClient;
  return model;
}
