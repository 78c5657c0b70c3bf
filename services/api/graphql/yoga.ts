import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Actor } from '../../shared/actor';
import type { Logger } from '../../shared/logger';
import type { App } from '../app/app';
import type { GraphqlContext } from './context';
import { maskError } from './errors';

/** Finds the caller from request headers (sessions and keys plug in here). */
export type Authenticate = (headers: Headers) => Promise<Actor>;

export interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
}

export type GraphqlYoga = YogaServerInstance<NodeServerContext, GraphqlContext>;

export interface YogaDeps {
  readonly schema: GraphQLSchema;
  readonly app: App;
  readonly authenticate: Authenticate;
  readonly logger: Logger;
  readonly graphiql: boolean;
}

export function createGraphqlYoga({ schema, app, authenticate, logger, graphiql }: YogaDeps): GraphqlYoga {
  return createYoga<NodeServerContext, GraphqlContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? { subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    maskedErrors: { maskError },
    logging: {
      debug: (...args) => logger.debug('graphql', { args }),
      info: (...args) => logger.info('graphql', { args }),
      warn: (...args) => logger.warn('graphql', { args }),
      error: (...args) => logger.error('graphql', { args }),
    },
    context: async ({ request, requestId }) => ({
      actor: await authenticate(request.headers),
      app,
      requestId,
    }),
  });
}
