import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from '../../platform/logger';
import type { App } from '../../platform/app';
import type { GraphqlContext } from '../../platform/graphql/context';
import { cookiesOf, sessionSecretOf } from '../../features/accounts';
import type { Authenticate } from '../auth/authenticate';
import { clientOf } from '../http/client-address';
import { corsAllows } from './cors';
import { maskError } from './errors';
import { mutationGuardPlugin, type MutationGuardDeps } from './guarded-mutations';
import { faultyTextPlugin } from './faulty-text';
import { graphqlLimitPlugins } from './limits';

export interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  /** Set by the WebSocket server for subscriptions. */
  websocket?: boolean;
}

export type GraphqlYoga = YogaServerInstance<NodeServerContext, GraphqlContext>;

export interface YogaDeps {
  readonly schema: GraphQLSchema;
  readonly app: App;
  readonly authenticate: Authenticate;
  readonly logger: Logger;
  readonly graphiql: boolean;
  /** NODE_ENV=production: no GraphiQL page, no field suggestions, introspection for admins only. */
  readonly production?: boolean;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY). */
  readonly trustProxy?: boolean;
  /** The critical limit REST applies per route, for the mutations that do the same work; absent or null: none. */
  readonly critical?: MutationGuardDeps['critical'];
  /** Origins besides the site's own that may call with credentials (CORS_ORIGINS), and the `ServerAddress` option read per request (cors.ts). */
  readonly cors?: { readonly configured: readonly string[]; readonly serverAddress: () => string };
}

export function createGraphqlYoga({
  schema,
  app,
  authenticate,
  logger,
  graphiql,
  production = false,
  trustProxy = false,
  critical = null,
  cors = { configured: [], serverAddress: () => '' },
}: YogaDeps): GraphqlYoga {
  /** Cookies resolvers set, per request, added to its response by the plugin below. */
  const cookiesToSet = new WeakMap<Request, string[]>();
  return createYoga<NodeServerContext, GraphqlContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql && !production ? { subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    // Only the site itself and CORS_ORIGINS get CORS headers (with credentials); any other origin gets none.
    cors: (request, serverContext: unknown) => {
      const origin = request.headers.get('origin');
      if (origin === null) return false;
      const site = {
        host: request.headers.get('host'),
        secure: clientOf((serverContext as NodeServerContext).req, trustProxy).secure,
        ...cors,
        serverAddress: cors.serverAddress(),
      };
      return corsAllows(origin, site) ? { origin, credentials: true } : false;
    },
    maskedErrors: { maskError },
    plugins: [
      // Alias, depth, token, cost and batch limits (limits.ts), first: nothing runs for a document over one.
      ...graphqlLimitPlugins(production),
      mutationGuardPlugin({ critical, logger }),
      faultyTextPlugin(),
      {
        onResponse({ request, response }) {
          for (const cookie of cookiesToSet.get(request) ?? []) response.headers.append('set-cookie', cookie);
          // The CORS answer depends on the Origin: no cache may give one origin's answer to another.
          if (request.headers.has('origin')) response.headers.append('vary', 'Origin');
        },
      },
    ],
    logging: {
      debug: (...args) => logger.debug('graphql', { args }),
      info: (...args) => logger.info('graphql', { args }),
      warn: (...args) => logger.warn('graphql', { args }),
      error: (...args) => logger.error('graphql', { args }),
    },
    context: async ({ request, requestId, websocket, req }) => {
      const cookies: string[] = [];
      cookiesToSet.set(request, cookies);
      const sent = cookiesOf(request.headers.get('cookie'));
      return {
        actor: await authenticate({ headers: request.headers, method: request.method, websocket: websocket === true }),
        app,
        requestId,
        client: {
          ...clientOf(req, trustProxy),
          sessionSecret: sessionSecretOf(sent),
          cookies: sent,
          setCookie: (cookie) => void cookies.push(cookie),
        },
      };
    },
  });
}
