import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RestDispatch } from '../../platform/rest/route';
import { attachGraphqlWebSocket, type GraphqlWebSocket } from '../graphql/ws';
import type { GraphqlYoga } from '../graphql/yoga';
import type { Logger } from '../../platform/logger';
import { isRelayPath } from '../../platform/relay-paths';
import { createGlobalRateLimitCheck, type GlobalRateLimits } from './global-rate-limits';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';
import type { StaticDispatch } from './static-site';

export type NodeDispatch = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void>;

/** What this process serves; a missing entry (its role is off) answers 404. */
export interface HttpHandlers {
  readonly rest?: RestDispatch;
  readonly graphql?: GraphqlYoga;
  readonly relay?: NodeDispatch;
  readonly console?: StaticDispatch;
}

export interface HttpServerOptions {
  readonly handlers: HttpHandlers;
  /** True when this instance can serve traffic (database answers, schema migrated). */
  readonly isReady: () => Promise<boolean>;
  readonly logger: Logger;
  readonly shutdownTimeoutMs: number;
  /** Per-address API and web limits, taken before dispatch; absent means none. */
  readonly rateLimits?: GlobalRateLimits;
}

export interface GatewayHttpServer {
  readonly server: Server;
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then closes everything. */
  stop(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

export function createHttpServer({ handlers, isReady, logger, shutdownTimeoutMs, rateLimits }: HttpServerOptions): GatewayHttpServer {
  let draining = false;
  const overLimit = rateLimits ? createGlobalRateLimitCheck(rateLimits, logger) : null;
  const inFlight = new Set<ServerResponse>();
  /** Long-lived subscription streams: ended at once on shutdown rather than waited for. */
  const streams = new Set<ServerResponse>();

  const route = async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      const ready = !draining && (await isReady().catch(() => false));
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : draining ? 'draining' : 'not ready' });
    }
    // Probes above are never limited; everything below is, by the scope of its path.
    if (overLimit && (await overLimit(req, res, pathname))) return;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (handlers.rest) return handlers.rest(req, res, requestId);
      return sendJson(res, 404, { success: false, message: 'this instance does not serve /api (ROLES)' });
    }
    if (pathname === '/graphql') {
      if (!handlers.graphql) return sendJson(res, 404, { errors: [{ message: 'this instance does not serve /graphql (ROLES)' }] });
      if (req.headers.accept?.includes('text/event-stream')) streams.add(res);
      await handlers.graphql.handle(req, res, { requestId });
      return;
    }
    if (isRelayPath(pathname)) {
      if (handlers.relay) return handlers.relay(req, res, requestId);
      return sendJson(res, 404, {
        error: { message: 'this instance does not serve the relay (ROLES)', type: 'invalid_request_error', param: null, code: null },
      });
    }
    if (handlers.console) return handlers.console(req, res);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found');
  };

  const server = createServer((req, res) => {
    const requestId = newRequestId();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.on('close', () => {
      inFlight.delete(res);
      streams.delete(res);
    });
    route(req, res, requestId).catch((error: unknown) => {
      logger.error('unhandled error while serving a request', { requestId, url: req.url, error });
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'internal server error' });
      else res.destroy();
    });
  });
  server.requestTimeout = 0; // streaming relay answers may run long; the relay sets its own deadlines
  server.headersTimeout = 30_000;

  const ws: GraphqlWebSocket | null = handlers.graphql ? attachGraphqlWebSocket(server, handlers.graphql) : null;

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    async stop() {
      if (draining) return;
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await ws?.close();
      for (const res of streams) res.destroy();
      server.closeIdleConnections();
      const deadline = Date.now() + shutdownTimeoutMs;
      while (inFlight.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        server.closeIdleConnections();
      }
      if (inFlight.size > 0) logger.warn('closing requests still running at the shutdown deadline', { count: inFlight.size });
      server.closeAllConnections();
      await closed;
    },
  };
}
