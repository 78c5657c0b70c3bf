import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client for Node (which has no global WebSocket on v20), sending `headers` on the upgrade. */
export function wsClient(baseUrl: string, headers: Record<string, string> = {}): Client {
  class WebSocketWithHeaders extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: baseUrl.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocketWithHeaders, lazy: true, retryAttempts: 0 });
}

export interface Subscription<T> {
  next(): Promise<T>;
  nextAfter(trigger: () => Promise<unknown>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Subscribes over graphql-ws. The protocol does not acknowledge a subscribe
 * message, so `nextAfter` repeats its trigger until the first event arrives.
 */
export async function subscribe<T>(client: Client, query: string): Promise<Subscription<T>> {
  const acknowledged = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const iterator = client.iterate<T>({ query })[Symbol.asyncIterator]();
  const first = iterator.next();
  await acknowledged;
  let pending: Promise<IteratorResult<unknown>> | null = first;
  const subscription: Subscription<T> = {
    async next() {
      const result = await (pending ?? iterator.next());
      pending = null;
      if (result.done) throw new Error('subscription ended');
      const value = result.value as { data?: T; errors?: unknown };
      if (value.errors) throw new Error(`subscription error: ${JSON.stringify(value.errors)}`);
      return value.data as T;
    },
    async nextAfter(trigger) {
      const event = subscription.next();
      let received = false;
      void event.then(
        () => (received = true),
        () => (received = true),
      );
      for (let attempt = 0; attempt < 100 && !received; attempt++) {
        await trigger();
        await Promise.race([event, new Promise((resolve) => setTimeout(resolve, 50))]);
      }
      return event;
    },
    async stop() {
      await iterator.return?.();
    },
  };
  return subscription;
}
