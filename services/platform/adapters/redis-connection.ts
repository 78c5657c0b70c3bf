/**
 * The narrow view of Redis that the Redis cache, rate limiter and pubsub use.
 * `redis.ts` implements it with ioredis (the only file that imports it), so
 * these adapters stay small and a newcomer can read them without ioredis docs.
 *
 * Every command rejects with `AppError('unavailable')` while Redis cannot be
 * reached (at once: nothing waits in a queue), and works again once the
 * connection is back; errors that Redis itself answers (a wrong command, a
 * script error) are rethrown as they are.
 */
export type RedisArgument = string | number;

export interface RedisConnection {
  /** The client name this connection shows in `CLIENT LIST` (its subscriber connections add `:sub`). */
  readonly name: string;
  /** Runs one command, e.g. `call('SET', key, value, 'PX', 1000)`. */
  call(command: string, ...args: RedisArgument[]): Promise<unknown>;
  /** Runs a Lua script atomically (EVALSHA, loading the script when Redis does not know it yet). */
  runScript(lua: string, keys: readonly string[], args: readonly RedisArgument[]): Promise<unknown>;
  /** A second connection for SUBSCRIBE; it reconnects by itself and is closed by its owner (or with this one). */
  openSubscriber(): RedisSubscriber;
  /** Closes this connection and every subscriber opened from it. */
  close(): Promise<void>;
}

export interface RedisSubscriber {
  subscribe(channels: readonly string[]): Promise<void>;
  unsubscribe(channels: readonly string[]): Promise<void>;
  onMessage(listener: (channel: string, message: string) => void): void;
  /**
   * Called each time the connection is (re)established. A new connection
   * subscribes to nothing: the owner subscribes to its channels again here.
   */
  onReady(listener: () => void): void;
  isReady(): boolean;
  close(): Promise<void>;
}
