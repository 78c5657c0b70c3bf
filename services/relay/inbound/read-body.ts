import type { IncomingMessage } from 'node:http';

/*
 * A relay request's body, read whole up to a limit: larger than /api's
 * 1 MiB, since a chat request may carry images as data URLs. A declared
 * length over the limit is refused before anything is read.
 *
 * Read with the stream's events rather than `for await`: an async iterator
 * costs a promise per chunk and an end-of-stream watcher per request, and
 * this runs for every request the relay serves.
 */

/** 32 MiB holds a chat request with several large images inline; more is refused (413). */
export const RELAY_MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * `too_large`: over the limit (declared, or once read that far; the rest is
 * left unread, so the answer must close the connection); `aborted`: the
 * client went away before the body ended.
 */
export type BodyRead = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly reason: 'too_large' | 'aborted' };

export function readRelayBody(req: IncomingMessage, limit = RELAY_MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: 'too_large' });
  if (req.readableEnded) return Promise.resolve({ ok: true, bytes: Buffer.alloc(0) });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (read: BodyRead) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Nothing more is read: the caller answers 413 and closes the connection, since the rest cannot be skipped.
      req.pause();
      finish({ ok: false, reason: 'too_large' });
    };
    const onEnd = () => finish({ ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    const onGone = () => finish({ ok: false, reason: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}
