import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Access, Actor } from '../actor';
import type { App } from '../app';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequest {
  readonly actor: Actor;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed JSON body (undefined when there is none). */
  readonly body: unknown;
  readonly requestId: string;
  /** The caller's address: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY is on. */
  readonly ip: string;
  /** Served over HTTPS (directly, or behind a trusted proxy that says so): cookies get Secure and `__Host-`. */
  readonly secure: boolean;
  /** The request's cookies by name. */
  readonly cookies: ReadonlyMap<string, string>;
  /** False when the browser says the request came from another site (Sec-Fetch-Site, Origin): an ambient cookie on it proves nothing. */
  readonly fromThisSite: boolean;
  /** The raw Authorization header, for the few calls that take an API key rather than a session (`/api/log/token`). */
  readonly authorization: string | null;
}

/**
 * A file the handler streams instead of an envelope: the router sends the
 * lines as they come, so an export of any size runs in bounded memory.
 * Handlers validate before returning one; a failure after the first line can
 * only cut the download short (logged), never change its status.
 */
export class RestDownload {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly lines: AsyncIterable<string>,
  ) {}
}

/**
 * An envelope with more than `data`, for the calls whose contract has it:
 * cookies to set (sign-in, sign-out), the `message` the contract names (an
 * OAuth bind answers `bind`), `success: false` for a handled failure that
 * still answers data (a failed channel test), and fields beside `data` at
 * the top level where the established shape has them (`/api/pricing`'s
 * `group_ratio`, a channel test's `time`, `/api/user/pay`'s `url`). The
 * fields never replace `success`, `message` or `data`. Always HTTP 200.
 */
export class RestReply {
  readonly setCookies: readonly string[];
  readonly message: string;
  readonly success: boolean;
  readonly fields: Readonly<Record<string, unknown>>;

  constructor(
    readonly data: unknown,
    options: { cookies?: readonly string[]; message?: string; success?: boolean; fields?: Readonly<Record<string, unknown>> } = {},
  ) {
    this.setCookies = options.cookies ?? [];
    this.message = options.message ?? '';
    this.success = options.success ?? true;
    this.fields = options.fields ?? {};
  }
}

/** A 302 to a page of the console instead of an envelope (the Telegram bind widget navigates the browser here and expects to be sent back). */
export class RestRedirect {
  constructor(readonly location: string) {}
}

/** A handler turns the request into an application call and returns its data (the envelope's `data`), or a RestDownload. */
export type RestHandler = (request: RestRequest, app: App) => Promise<unknown>;

/**
 * One line of the route table. `access` is required: there is no route
 * without a declared audience, and the router checks it before the handler runs.
 */
export interface RestRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /**
   * `critical`: also counts against the per-address critical limit
   * (CRITICAL_RATE_LIMIT; sign-in, setup, register, password reset, e-mail
   * verification: the routes credential stuffing and mail floods aim at, T21),
   * taken before authentication and the handler. This and `thisSiteOnly`
   * are the operation's one declaration of its guards: the guard table
   * (services/transport/auth/guards.ts) gives them to its GraphQL twins.
   */
  readonly limit?: 'critical';
  /**
   * Refused, before the handler, when the browser says the request came from
   * another site: the routes that start a session without a state of this
   * browser, so another site cannot sign a visitor in as someone else
   * (login CSRF, T14), and setup, so a page cannot claim a gateway that is
   * not set up yet through the browser of someone who can reach it.
   */
  readonly thisSiteOnly?: true;
  readonly handler: RestHandler;
}

/** Serves one `/api` request: the router, or a dispatcher in front of it. */
export type RestDispatch = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void>;
