import type { Actor } from '../actor';
import type { App } from '../app';

/** The browser side of a GraphQL call: where it came from and the session cookie it carries or gets. */
export interface GraphqlClient {
  readonly ip: string;
  /** Served over HTTPS: cookies get Secure and the `__Host-` name. */
  readonly secure: boolean;
  /** The session secret the request carried, if any. */
  readonly sessionSecret: string | null;
  /** Every cookie the request carried, by name (the OAuth browser nonce). */
  readonly cookies: ReadonlyMap<string, string>;
  /** Adds a Set-Cookie header to the response (sign-in, sign-out, password change). */
  setCookie(cookie: string): void;
}

/** What every resolver receives: who asks, the application layer, and the calling client. */
export interface GraphqlContext {
  readonly actor: Actor;
  readonly app: App;
  readonly requestId: string;
  readonly client: GraphqlClient;
}
