import type { ServerResponse } from 'node:http';
import { describeRelayError, openAiErrorBody, type RelayError } from '../pipeline/relay-error';

/** Answers a relay error in the OpenAI error shape with its status; once a stream has begun, as its last event. */
export function sendRelayError(res: ServerResponse, error: RelayError, requestId: string): void {
  const body = JSON.stringify(openAiErrorBody(error, requestId));
  if (res.headersSent) {
    if (!res.writableEnded) res.end(`data: ${body}\n\n`);
    return;
  }
  const status = describeRelayError(error).status;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
    ...(status === 413 && { connection: 'close' }),
  });
  res.end(body);
}
