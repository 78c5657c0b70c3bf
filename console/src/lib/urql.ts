import { createClient as createWebSocketClient } from 'graphql-ws';
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from 'urql';

/**
 * One urql client for the console: queries and mutations over HTTP with the
 * document cache, subscriptions over graphql-ws on the same /graphql path.
 */
export function createUrqlClient(location: Location): Client {
  const webSocketProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const webSocket = createWebSocketClient({ url: `${webSocketProtocol}//${location.host}/graphql` });

  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const operation = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              return { unsubscribe: webSocket.subscribe(operation, sink) };
            },
          };
        },
      }),
    ],
  });
}
