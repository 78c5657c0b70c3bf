import { AppError } from '../errors';
import type { OutboundBody } from '../ports/outbound-http';

/*
 * The request the gateway sends to the worker instead of the target's, as
 * the established gateway (new-api) and its published worker speak it: a
 * POST of `application/json` to `WorkerUrl` (with a `/` added when it has
 * none at its end) whose body is
 *
 *   {"url": <target>, "key": <WorkerValidKey>, "method": <method>,
 *    "headers": {<name>: <value>, …}, "body": <the target's body as text>}
 *
 * (`headers` only when there are any, `body` only when there is one). The
 * worker checks the key, makes that request and answers with the target's
 * answer. Pure.
 */

/** One request for the worker to make. */
export interface WorkerCall {
  readonly target: string;
  readonly key: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The target's body as text, or null for none. */
  readonly body: string | null;
}

/** Where the gateway posts: `WorkerUrl` with a `/` at its end, as the established gateway writes it. */
export function workerEndpoint(workerUrl: string): string {
  return workerUrl.endsWith('/') ? workerUrl : `${workerUrl}/`;
}

/**
 * The JSON text posted to the worker. The target's body goes as a JSON
 * string, byte for byte what the target gets (the published worker sends a
 * string body as it is), so a signature over it (Standard Webhooks) still
 * verifies; the established gateway embeds a JSON body as a JSON value,
 * which the worker serialises again in its own way.
 */
export function workerRequestBody(call: WorkerCall): string {
  const headers = Object.keys(call.headers).length > 0 ? { headers: call.headers } : {};
  const body = call.body !== null ? { body: call.body } : {};
  return JSON.stringify({ url: call.target, key: call.key, method: call.method.toUpperCase(), ...headers, ...body });
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A request body as the text the worker carries: a string as it is, bytes
 * that are UTF-8 text as that text. Bytes that are not text and streamed
 * bodies cannot go through the worker (its request is one JSON text):
 * AppError `invalid`.
 */
export function workerBodyText(body: OutboundBody | null | undefined): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) {
    try {
      return UTF8.decode(body);
    } catch {
      throw new AppError('invalid', 'only a text body can go through the worker', { worker: true });
    }
  }
  throw new AppError('invalid', 'a streamed body cannot go through the worker', { worker: true });
}
