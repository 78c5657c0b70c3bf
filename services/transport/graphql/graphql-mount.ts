import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES, MAX_BODY_TEXT } from '../http/body-limit';
import { sendJson } from '../http/send-json';
import type { HttpMount } from '../http/server';
import { ownsGraphql } from './graphql-path';
import { attachGraphqlWebSocket } from './ws';
import type { GraphqlYoga } from './yoga';

/**
 * The body limit REST has (MAX_BODY_BYTES), applied before Yoga reads
 * anything: a declared length over it answers 413, and a body sent without a
 * length (chunked) answers 411, since Yoga would read it whole before any
 * limit could look. Browsers and fetch always send the length of a string body.
 */
function bodyRefusal(req: IncomingMessage): { status: number; message: string } | null {
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    return req.headers['transfer-encoding'] === undefined ? null : { status: 411, message: 'send the request body with a Content-Length' };
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, message: 'Content-Length is not a number of bytes' };
  return length > MAX_BODY_BYTES ? { status: 413, message: `request body is larger than ${MAX_BODY_TEXT}` } : null;
}

/** `/graphql` over HTTP and SSE, and graphql-ws on the same path. */
export function graphqlMount(yoga: GraphqlYoga): HttpMount {
  return {
    owns: ownsGraphql,
    serve: async (req, res, requestId) => {
      const refused = bodyRefusal(req);
      // Answered in GraphQL's shape; the connection closes, as the unread body is not drained.
      if (refused) {
        res.setHeader('connection', 'close');
        return sendJson(res, refused.status, { errors: [{ message: refused.message }] });
      }
      await yoga.handle(req, res, { requestId });
    },
    streams: (req) => req.headers.accept?.includes('text/event-stream') ?? false,
    attach: (server) => attachGraphqlWebSocket(server, yoga),
  };
}
