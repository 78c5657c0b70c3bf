import type { Actor } from '../../platform/actor';

/** What authentication sees of a request. */
export interface AuthRequest {
  readonly headers: Headers;
  readonly method: string;
  /** A WebSocket upgrade: it cannot carry custom headers, so its Origin is checked instead. */
  readonly websocket?: boolean;
}

/**
 * Finds the caller of a request (sessions and access tokens plug in here).
 * Never throws for bad credentials: it answers anonymous with the reason in
 * `refused`, so public routes still work and protected ones report it.
 */
export type Authenticate = (request: AuthRequest) => Promise<Actor>;
