import { createClient as createWebSocketClient } from 'graphql-ws';
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from 'urql';
import { failureExchange, type FailureHandling } from './failure-exchange';
import { readSessionUser, subscribeSessionUser } from './session-user';

/**
 * Spec 01 §7: every request names the signed-in user (`New-Api-User`, which
 * the server checks against the session cookie) and asks for no caching.
 */
export function requestHeaders(): Record<string, string> {
  const user = readSessionUser();
  return { 'cache-control': 'no-store', ...(user ? { 'new-api-user': String(user.id) } : {}) };
}

/**
 * One urql client for the console: the failure exchange first (401 and
 * notices), the document cache, queries and mutations over HTTP, and
 * subscriptions over graphql-ws on the same /graphql path.
 */
export function createUrqlClient(location: Location, handling: FailureHandling): Client {
  const webSocketProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const webSocket = createWebSocketClient({
    url: `${webSocketProtocol}//${location.host}/graphql`,
    lazy: true,
    // A reconnect (after a sign-in, or a dropped connection) waits 0.3 s, doubling, plus up to 0.5 s of jitter.
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(300 * 2 ** retries, 30_000) + Math.random() * 500)),
  });
  // The socket is signed in as whoever held the session cookie when it opened: after a sign-in, sign-out or
  // switch of user it is dropped, and graphql-ws opens a new one (with the new cookie) and subscribes again.
  let socketUser = readSessionUser()?.id ?? null;
  subscribeSessionUser(() => {
    const user = readSessionUser()?.id ?? null;
    if (user === socketUser) return;
    socketUser = user;
    webSocket.terminate();
  });

  return new Client({
    url: '/graphql',
    fetchOptions: () => ({ headers: requestHeaders(), credentials: 'same-origin' }),
    exchanges: [
      failureExchange(handling),
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
