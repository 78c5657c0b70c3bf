import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlSession } from '../../platform/ports/sql';
import type { RelayError } from '../pipeline/relay-error';
import { claimIdempotency, completeIdempotency, findIdempotency, releaseIdempotency } from './idempotency-records';

/*
 * `Idempotency-Key` on relay POSTs (RELIABILITY I5 and A5; an extension the
 * established gateway does not have). The first request with a key, per
 * token, claims it and runs; the answer it delivers is stored. A repeat with
 * the same body gets that stored answer, byte for byte, and is charged
 * nothing; a repeat that arrives while the first runs waits for it. A
 * repeat with a different body is refused (422). A request that delivered
 * nothing (every attempt failed, the client left before any output) gives
 * its key back, so the client may try again with it. Keys are kept a day.
 */

/** How long a repeat waits for the first request with its key (a long stream may take minutes). */
export const IDEMPOTENCY_WAIT_MS = 10 * 60_000;
/** Answers larger than this are not kept: a repeat is then told the first was done but cannot be replayed (409), never run again. */
export const IDEMPOTENCY_MAX_ANSWER_BYTES = 8 * 1024 * 1024;
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;

const KEY = /^[\x21-\x7e]{1,255}$/;
/** The content type recorded for an answer too large to keep. */
const NOT_KEPT = 'x-tollgate/answer-not-kept';

export type IdempotencyStart =
  | { readonly kind: 'none' }
  /** This request holds the key: run it, then `finish`. */
  | { readonly kind: 'claimed'; readonly finish: (delivered: boolean) => Promise<void> }
  /** Answered from the stored answer. */
  | { readonly kind: 'replayed' }
  | { readonly kind: 'refused'; readonly error: RelayError };

export interface IdempotencyInput {
  readonly headers: IncomingHttpHeaders;
  readonly tokenId: number;
  readonly body: Buffer;
  readonly requestId: string;
  readonly now: Date;
}

/** Reads the header and claims, waits for, or replays its key. */
export async function startIdempotent(db: SqlSession, res: ServerResponse, input: IdempotencyInput): Promise<IdempotencyStart> {
  const header = input.headers['idempotency-key'];
  if (header === undefined) return { kind: 'none' };
  const key = Array.isArray(header) ? header[0]! : header;
  if (!KEY.test(key)) return { kind: 'refused', error: { kind: 'idempotency', problem: 'malformed' } };
  const bodyHash = createHash('sha256').update(input.body).digest('hex');
  const claim = { tokenId: input.tokenId, key, bodyHash, requestId: input.requestId, now: input.now };

  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
    if (await claimIdempotency(db, claim)) return { kind: 'claimed', finish: capture(db, res, claim) };
    const held = await findIdempotency(db, input.tokenId, key);
    // Given back between the two statements: claim it again.
    if (held === null) continue;
    if (held.bodyHash !== bodyHash) return { kind: 'refused', error: { kind: 'idempotency', problem: 'reused' } };
    if (held.state === 'done' && held.contentType === NOT_KEPT) return { kind: 'refused', error: { kind: 'idempotency', problem: 'not_replayable' } };
    if (held.state === 'done') {
      res.writeHead(held.status, {
        'content-type': held.contentType,
        'content-length': held.answer.length,
        'x-request-id': held.requestId,
        'idempotent-replayed': 'true',
      });
      res.end(held.answer);
      return { kind: 'replayed' };
    }
    if (Date.now() >= deadline) return { kind: 'refused', error: { kind: 'idempotency', problem: 'still_running' } };
    await sleep(wait);
  }
}

/**
 * Keeps a copy of what the response sends (up to IDEMPOTENCY_MAX_ANSWER_BYTES);
 * the returned `finish` stores it when the request delivered, or gives the key
 * back when it did not.
 */
function capture(db: SqlSession, res: ServerResponse, claim: { tokenId: number; key: string; requestId: string }): (delivered: boolean) => Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size <= IDEMPOTENCY_MAX_ANSWER_BYTES) chunks.push(bytes);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];

  return async (delivered) => {
    if (!delivered) {
      await releaseIdempotency(db, claim.tokenId, claim.key, claim.requestId);
      return;
    }
    const contentType = res.getHeader('content-type');
    const kept = size <= IDEMPOTENCY_MAX_ANSWER_BYTES;
    await completeIdempotency(db, {
      ...claim,
      status: res.statusCode,
      contentType: kept ? (typeof contentType === 'string' ? contentType : 'application/json') : NOT_KEPT,
      answer: kept ? Buffer.concat(chunks) : Buffer.alloc(0),
    });
  };
}
