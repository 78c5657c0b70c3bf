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
}

/** A handler turns the request into an application call and returns its data (the envelope's `data`). */
export type RestHandler = (request: RestRequest, app: App) => Promise<unknown>;

/**
 * One line of the route table. `access` is required: there is no route
 * without a declared audience, and the router checks it before the handler runs.
 */
export interface RestRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly handler: RestHandler;
}
