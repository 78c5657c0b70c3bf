import type { ServerResponse } from 'node:http';
import { errorBodyFor, streamErrorEventFor, type ClientFormat } from '../pipeline/client-format';
import { describeRelayError, type RelayError } from '../pipeline/relay-error';

/** Answers a relay error in the client's error shape (OpenAI's unless told) with its status; once a stream has begun, as its last event. */
export function sendRelayError(res: ServerResponse, error: RelayError, requestId: string, client: ClientFormat = 'openai'): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end(streamErrorEventFor(client, error, requestId));
    return;
  }
  const body = JSON.stringify(errorBodyFor(client, error, requestId));
  const status = describeRelayError(error).status;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
    ...(status === 413 && { connection: 'close' }),
  });
  res.end(body);
}
