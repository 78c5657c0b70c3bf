import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allows } from '../../platform/actor';
import { AppError, isAppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { App } from '../../platform/app';
import type { Authenticate } from '../auth/authenticate';
import { guardsOfRoute, type Guards } from '../auth/guards';
import { CROSS_SITE_REFUSED, fromThisSite } from '../auth/request-site';
import { cookiesOf } from '../../features/accounts';
import { clientOf } from '../http/client-address';
import { sendTooManyRequests } from '../http/too-many-requests';
import { MAX_BODY_BYTES, MAX_BODY_TEXT } from '../http/body-limit';
import type { RateLimiter, RateRule } from '../../platform/ports/rate-limiter';
import { failure, ok, type Envelope } from './envelope';
import { findFaultyText, refuseFaultyText, textFault } from '../../platform/input-checks';
import { RestDownload, RestRedirect, RestReply, type HttpMethod, type RestDispatch, type RestRoute } from '../../platform/rest/route';

interface CompiledRoute {
  readonly route: RestRoute;
  /** Its guards (services/transport/auth/guards.ts), which its GraphQL twins share. */
  readonly guards: Guards;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
}

function compile(route: RestRoute): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, guards: guardsOfRoute(route), pattern: new RegExp(`^${source}/?$`), paramNames };
}

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BodyError(400, 'the request path is not valid percent-encoding');
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, `request body is larger than ${MAX_BODY_TEXT}`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BodyError(400, 'request body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, body: Envelope, setCookies: readonly string[] = []): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...(setCookies.length > 0 && { 'set-cookie': [...setCookies] }),
  });
  res.end(text);
}

/** Sends a download line by line, waiting for the socket when it is full. */
async function stream(res: ServerResponse, download: RestDownload, onFailure: () => void): Promise<void> {
  res.writeHead(200, {
    'content-type': download.contentType,
    'content-disposition': `attachment; filename="${download.filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  try {
    for await (const line of download.lines) {
      if (!res.write(line + '\n')) await once(res, 'drain');
      if (res.destroyed) return;
    }
    res.end();
  } catch {
    onFailure();
    res.destroy();
  }
}

/**
 * Refuses, before any handler runs, a path segment, query parameter or JSON
 * string (object keys included) holding a NUL character or an unpaired
 * surrogate, naming the field: no column, URL or header can carry them.
 */
function refuseFaultyInput(params: Readonly<Record<string, string>>, query: URLSearchParams, body: unknown): void {
  for (const [name, value] of Object.entries(params)) refuseFaultyText(value, name);
  for (const [name, value] of query) {
    const fault = textFault(name) ?? textFault(value);
    if (fault !== null) throw new AppError('invalid', `the query parameter ${textFault(name) === null ? name : 'name'} ${fault}`);
  }
  const found = findFaultyText(body);
  if (found) throw new AppError('invalid', `${found.path} ${found.fault}`);
}

export interface RestRouterDeps {
  readonly app: App;
  readonly authenticate: Authenticate;
  readonly logger: Logger;
  readonly trustProxy?: boolean;
  /** The critical limit for routes marked `limit: 'critical'`; absent or a `null` rule means none. */
  readonly limits?: { readonly limiter: RateLimiter; readonly critical: RateRule | null };
}

/** The wait an application's own throttle reports (AppError details `retryAfterMs`), if it reports one. */
function retryAfterOf(error: AppError): number | null {
  const value = error.details?.['retryAfterMs'];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Serves the `/api` route table: match, authenticate, check access, parse the
 * body, call the handler, wrap the answer in the envelope. Deny by default:
 * unknown paths are 404 and every route's access is checked before its handler.
 */
export function createRestRouter(routes: readonly RestRoute[], deps: RestRouterDeps): RestDispatch {
  const compiled = routes.map(compile);

  return async (req, res, requestId) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase() as HttpMethod;
    let match: { entry: CompiledRoute; values: RegExpExecArray } | undefined;
    for (const entry of compiled) {
      if (entry.route.method !== method) continue;
      const values = entry.pattern.exec(url.pathname);
      if (values) {
        match = { entry, values };
        break;
      }
    }
    if (!match) {
      send(res, 404, { success: false, message: `no route for ${method} ${url.pathname}` });
      return;
    }
    const { entry, values } = match;
    const client = clientOf(req, deps.trustProxy ?? false);
    try {
      const critical = deps.limits?.critical;
      if (entry.guards.critical && deps.limits && critical) {
        // Before authentication and body parsing, so a flood costs a counter and nothing else.
        // A limiter that cannot answer refuses (503): these routes guard accounts, unlike the global limits.
        const decision = await deps.limits.limiter.take(`critical:${client.ip}`, critical).catch((error: unknown) => {
          deps.logger.error('rate limiter failed on a critical route; refusing it', { requestId, route: entry.route.path, error });
          throw new AppError('unavailable', 'the service is busy; try again shortly');
        });
        if (!decision.allowed) return sendTooManyRequests(res, decision.retryAfterMs);
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const thisSite = fromThisSite(headers);
      if (entry.guards.thisSiteOnly && !thisSite) throw new AppError('forbidden', CROSS_SITE_REFUSED);
      const actor = await deps.authenticate({ headers, method });
      if (!allows(entry.route.access, actor)) {
        throw actor.kind === 'anonymous'
          ? (actor.refused ?? new AppError('unauthenticated', 'not signed in, or the session has expired'))
          : new AppError('forbidden', 'your role does not allow this');
      }
      const params = Object.fromEntries(entry.paramNames.map((name, i) => [name, decodeSegment(values[i + 1]!)]));
      const body = method === 'GET' ? undefined : await readJsonBody(req);
      refuseFaultyInput(params, url.searchParams, body);
      const cookies = cookiesOf(req.headers.cookie ?? null);
      const data = await entry.route.handler(
        { actor, params, query: url.searchParams, body, requestId, ...client, cookies, fromThisSite: thisSite, authorization: headers.get('authorization') },
        deps.app,
      );
      if (data instanceof RestDownload)
        return await stream(res, data, () =>
          deps.logger.error('a download failed part way; the client got a short file', { requestId, route: entry.route.path }),
        );
      if (data instanceof RestReply) return send(res, 200, { ...data.fields, success: data.success, message: data.message, data: data.data }, data.setCookies);
      if (data instanceof RestRedirect) return void res.writeHead(302, { location: data.location, 'cache-control': 'no-store', 'content-length': 0 }).end();
      send(res, 200, ok(data));
    } catch (error) {
      if (error instanceof BodyError) {
        // A body refused part way is left unread: the connection closes, so a client never sends its next request into it.
        if (error.status === 413) res.setHeader('connection', 'close');
        send(res, error.status, { success: false, message: error.message });
      } else if (isAppError(error)) {
        const retryAfterMs = error.kind === 'rate_limited' ? retryAfterOf(error) : null;
        if (retryAfterMs !== null) return sendTooManyRequests(res, retryAfterMs, error.message);
        const { status, body } = failure(error);
        send(res, status, body);
      } else {
        deps.logger.error('unhandled error in REST handler', { requestId, route: `${method} ${entry.route.path}`, error });
        send(res, 500, { success: false, message: 'internal server error; the request id identifies it in the server log' });
      }
    }
  };
}
