import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import type { OptionStore } from '../platform/options/option-store';
import { withEpayNotify } from '../features/topup/rest';
import type { Authenticate } from '../transport/auth/authenticate';
import { createSessionAuthenticate } from '../transport/auth/session-authenticate';
import { buildSchema } from '../transport/graphql/schema';
import { createGraphqlYoga } from '../transport/graphql/yoga';
import type { HttpMount } from '../transport/http/server';
import { consoleMount } from '../transport/http/console-mount';
import { graphqlMount } from '../transport/graphql/graphql-mount';
import { restMount } from '../transport/rest/rest-mount';
import { createStaticSite } from '../transport/http/static-site';
import { createRestRouter } from '../transport/rest/router';
import { REST_ROUTES } from '../transport/rest/routes';
import type { Core } from './wire-app';

/** The api role's mounts: the legacy REST router under /api, GraphQL, and the console's files. */
export function wireApi(
  config: Config,
  logger: Logger,
  { app, limiter }: Core,
  options: Pick<OptionStore, 'get'>,
  authenticateOverride: Authenticate | undefined,
): { readonly rest: HttpMount; readonly graphql: HttpMount; readonly console: HttpMount } {
  const authenticate = authenticateOverride ?? createSessionAuthenticate(app.accounts);
  return {
    // The payment provider's callback is a form post answered in plain text: it goes in front of the JSON router.
    rest: restMount(
      withEpayNotify(
        { topup: app.topup, logger },
        createRestRouter(REST_ROUTES, {
          app,
          authenticate,
          logger,
          trustProxy: config.trustProxy,
          limits: { limiter, critical: config.rateLimits.critical },
        }),
      ),
    ),
    graphql: graphqlMount(
      createGraphqlYoga({
        schema: buildSchema(),
        app,
        authenticate,
        logger,
        graphiql: true,
        production: config.production,
        trustProxy: config.trustProxy,
        critical: config.rateLimits.critical && { limiter, rule: config.rateLimits.critical },
        cors: { configured: config.corsOrigins, serverAddress: () => options.get('ServerAddress') },
      }),
    ),
    console: consoleMount(createStaticSite(config.consoleDir)),
  };
}
