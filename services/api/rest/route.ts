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
  readonly handler: RestHandler;
}
