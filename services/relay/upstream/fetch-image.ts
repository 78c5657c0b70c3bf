import { AppError } from '../../platform/errors';
import type { OutboundHttp } from '../../platform/ports/outbound-http';

/*
 * Downloading an image a request names by URL, for the conversions that
 * need its bytes (the Claude and Gemini formats take images inline; the
 * OpenAI format sends the URL upstream as it came and never downloads,
 * pipeline/count-tokens.ts says why). Nothing calls it yet: the Claude and
 * Gemini conversion issue will, with the OutboundHttp for user-supplied URLs
 * (platform/worker/worker-outbound-http.ts), so that while `WorkerUrl` is
 * set the image is fetched by the worker (https only unless
 * `WorkerAllowHttpImageRequestEnabled`), and otherwise directly under the
 * egress policy.
 *
 * An image that cannot be had is the client's problem (AppError `invalid`,
 * a 400 on the relay: an error status, not an image, too large), except
 * that a target the egress policy or the worker rule refuses stays the
 * port's `forbidden` (or `invalid` for a malformed URL) and an unreachable
 * one `unavailable`. Messages name the host at most.
 */

/** The largest image taken by default: 20 MiB, what OpenAI and Gemini take inline. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** How long the image's server may take to answer, and may stay silent mid-body. */
export const IMAGE_TIMEOUT_MS = 30_000;

/** Redirects followed (each target checked again). */
const IMAGE_REDIRECTS = 3;

export interface FetchedImage {
  /** The media type the server named, lower case without parameters: `image/png`. */
  readonly mimeType: string;
  readonly data: Uint8Array;
}

export interface ImageFetchLimits {
  readonly maxBytes?: number;
  readonly timeoutMs?: number;
  /** The client's request: the download stops when it goes away. */
  readonly signal?: AbortSignal;
}

/** The media type of a `content-type` header when it is an image's (`image/…`), else null. Pure. */
export function imageMimeType(contentType: string | string[] | undefined): string | null {
  const value = (Array.isArray(contentType) ? contentType[0] : contentType)?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^image\/[a-z0-9][a-z0-9.+-]*$/.test(value) ? value : null;
}

export async function fetchImage(outbound: OutboundHttp, url: string, limits: ImageFetchLimits = {}): Promise<FetchedImage> {
  const maxBytes = limits.maxBytes ?? MAX_IMAGE_BYTES;
  const timeoutMs = limits.timeoutMs ?? IMAGE_TIMEOUT_MS;
  const host = hostOf(url);
  // A refused or unreachable target is the port's AppError as it is (`forbidden`, `invalid`, `unavailable`), naming the host at most.
  const response = await outbound.fetch(url, {
    method: 'GET',
    headers: { accept: 'image/*' },
    maxRedirects: IMAGE_REDIRECTS,
    headersTimeoutMs: timeoutMs,
    bodyTimeoutMs: timeoutMs,
    ...(limits.signal && { signal: limits.signal }),
  });
  if (response.status < 200 || response.status > 299) {
    await response.dump().catch(() => undefined);
    throw new AppError('invalid', `the image at ${host} could not be fetched (HTTP ${response.status})`);
  }
  const mimeType = imageMimeType(response.headers['content-type']);
  if (mimeType === null) {
    await response.dump().catch(() => undefined);
    throw new AppError('invalid', `the file at ${host} is not an image`);
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.dump().catch(() => undefined);
    throw new AppError('invalid', `the image at ${host} is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early ends the body, so an oversized image is not read to its end.
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new AppError('invalid', `the image at ${host} is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return { mimeType, data: Buffer.concat(chunks) };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'that address';
  }
}
