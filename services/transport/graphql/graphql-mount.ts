import { sendJson } from '../http/send-json';
import type { HttpMount } from '../http/server';
import { attachGraphqlWebSocket } from './ws';
import type { GraphqlYoga } from './yoga';

const ownsGraphql = (pathname: string): boolean => pathname === '/graphql';

/** `/graphql` over HTTP and SSE, and graphql-ws on the same path. */
export function graphqlMount(yoga: GraphqlYoga): HttpMount {
  return {
    owns: ownsGraphql,
    serve: async (req, res, requestId) => {
      await yoga.handle(req, res, { requestId });
    },
    streams: (req) => req.headers.accept?.includes('text/event-stream') ?? false,
    attach: (server) => attachGraphqlWebSocket(server, yoga),
  };
}

/** Where the api role is off: `/graphql` answers 404 with a GraphQL error, saying why. */
export const graphqlUnserved: HttpMount = {
  owns: ownsGraphql,
  serve: async (_req, res) => sendJson(res, 404, { errors: [{ message: 'this instance does not serve /graphql (ROLES)' }] }),
};
