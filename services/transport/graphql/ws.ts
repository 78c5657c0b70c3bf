import type { Server } from 'node:http';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphqlYoga } from './yoga';
import { newRequestId } from '../http/request-id';

export interface GraphqlWebSocket {
  /** Closes every subscription socket (1001 going away) and stops accepting new ones. */
  close(): Promise<void>;
}

/**
 * graphql-ws on the HTTP server's /graphql path. Each operation goes through
 * Yoga's own envelop pipeline, so context, authorisation and error masking
 * are the same as over HTTP.
 */
export function attachGraphqlWebSocket(server: Server, yoga: GraphqlYoga): GraphqlWebSocket {
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  type Enveloped = ReturnType<GraphqlYoga['getEnveloped']>;
  type RootValue = { execute: Enveloped['execute']; subscribe: Enveloped['subscribe'] };

  const disposable = useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as RootValue).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as RootValue).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const request = ctx.extra.request;
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const { schema, parse, validate, execute, subscribe, contextFactory } = yoga.getEnveloped({
          ...ctx,
          req: request,
          socket: ctx.extra.socket,
          params: payload,
          request: new Request('http://ws.local/graphql', { headers }),
          requestId: newRequestId(),
          websocket: true,
        });
        // Yoga's parse and validate, with its plugins: the same GraphQL limits (limits.ts) as over HTTP.
        // A limit may throw its GraphQLError rather than report it: answered as an error, as Yoga does.
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
        } catch (error) {
          // By name too: a limit's graphql may be another copy of the module (CommonJS beside ESM).
          if (error instanceof GraphQLError) return [error];
          if (error instanceof Error && error.name === 'GraphQLError') return [new GraphQLError(error.message)];
          throw error;
        }
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies RootValue,
        };
      },
    },
    wss,
  );

  return {
    async close() {
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
