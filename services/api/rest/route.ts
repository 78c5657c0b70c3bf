import type { Access, Actor } from '../../shared/actor';
import type { App } from '../app/app';

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

/** Data for the envelope plus cookies to set (sign-in, sign-out). */
export class RestReply {
  constructor(
    readonly data: unknown,
    readonly setCookies: readonly string[],
  ) {}
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
   * taken before authentication and the handler.
   */
  readonly limit?: 'critical';
  readonly handler: RestHandler;
}
