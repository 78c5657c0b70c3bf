import type { IncomingMessage } from 'node:http';

/*
 * A relay request's body, read whole up to a limit: larger than /api's
 * 1 MiB, since a chat request may carry images as data URLs. A declared
 * length over the limit is refused before anything is read.
 */

/** 32 MiB holds a chat request with several large images inline; more is refused (413). */
export const RELAY_MAX_BODY_BYTES = 32 * 1024 * 1024;

export type BodyRead = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly reason: 'too_large' };

export async function readRelayBody(req: IncomingMessage, limit = RELAY_MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too_large' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return { ok: false, reason: 'too_large' };
    chunks.push(chunk as Buffer);
  }
  return { ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) };
}
