import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../platform/logger';
import { createGlobalRateLimitCheck, type GlobalRateLimits } from './global-rate-limits';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';
import { sendJson } from './send-json';

export type NodeDispatch = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void>;

/**
 * One part of the URL space and what serves it. The server knows nothing
 * else of what it serves: the gateway hands it the mounts of this process's
 * roles, in order, and the first that owns a path serves it.
 */
export interface HttpMount {
  /** Whether this mount serves the path. */
  readonly owns: (pathname: string) => boolean;
  readonly serve: NodeDispatch;
  /** Responses that last until the client leaves (SSE subscriptions): stop() ends them at once instead of waiting. */
  readonly streams?: (req: IncomingMessage) => boolean;
  /** Called once with the node server (WebSocket upgrades); returns how to close what it attached. */
  readonly attach?: (server: Server) => { close(): Promise<void> };
}

export interface HttpServerOptions {
  /** What this process serves, in order; a path no mount owns answers 404. */
  readonly mounts: readonly HttpMount[];
  /** True when this instance can serve traffic (database answers, schema migrated). */
  readonly isReady: () => Promise<boolean>;
  readonly logger: Logger;
  readonly shutdownTimeoutMs: number;
  /** Per-address API and web limits, taken before dispatch; absent means none. */
  readonly rateLimits?: GlobalRateLimits;
  /** How long a client has to send a whole request, headers and body (default REQUEST_TIMEOUT_MS); tests use a short one. */
  readonly requestTimeoutMs?: number;
  /** How long a client has to send a request's headers (default HEADERS_TIMEOUT_MS; at most requestTimeoutMs). */
  readonly headersTimeoutMs?: number;
}

/**
 * Node's `requestTimeout` bounds *receiving* a request ("the amount of
 * milliseconds to receive the entire request from the client"): once the body
 * is in, the timer stops, so long answers (SSE subscriptions, streaming relay
 * answers) are not cut. 60 s lets a 1 MiB body (MAX_BODY_BYTES) through at
 * 17 KiB/s; a client that declares 5 MB and sends 9 bytes is answered 408 and
 * dropped. (Before: 0, no limit, so such a client held a connection forever.)
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Headers are small: 20 s is plenty on any link and frees slow-loris connections sooner. */
export const HEADERS_TIMEOUT_MS = 20_000;

export interface GatewayHttpServer {
  readonly server: Server;
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops accepting, lets in-flight requests and their handlers finish (up to the timeout), then closes everything. */
  stop(): Promise<void>;
}

export function createHttpServer({
  mounts,
  isReady,
  logger,
  shutdownTimeoutMs,
  rateLimits,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
}: HttpServerOptions): GatewayHttpServer {
  let draining = false;
  const overLimit = rateLimits ? createGlobalRateLimitCheck(rateLimits, logger) : null;
  const inFlight = new Set<ServerResponse>();
  /** Handlers still running, their response sent or not: the relay ends a request's reservation after its answer. */
  let running = 0;
  const handled = () => {
    running -= 1;
  };
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
    const mount = mounts.find((candidate) => candidate.owns(pathname));
    if (mount) {
      if (mount.streams?.(req)) streams.add(res);
      return mount.serve(req, res, requestId);
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found');
  };

  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  const timeouts = {
    requestTimeout: requestTimeoutMs,
    headersTimeout,
    // Node checks the two timeouts on this interval (default 30 s): a shorter timeout needs a shorter check.
    connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(headersTimeout / 4))),
  };
  const server = createServer(timeouts, (req, res) => {
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
    running += 1;
    route(req, res, requestId).then(handled, (error: unknown) => {
      handled();
      logger.error('unhandled error while serving a request', { requestId, url: req.url, error });
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'internal server error' });
      else res.destroy();
    });
  });

  const attached = mounts.flatMap((mount) => (mount.attach ? [mount.attach(server)] : []));

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
      for (const each of attached) await each.close();
      for (const res of streams) res.destroy();
      server.closeIdleConnections();
      const deadline = Date.now() + shutdownTimeoutMs;
      while ((inFlight.size > 0 || running > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, inFlight.size > 0 ? 25 : 5));
        server.closeIdleConnections();
      }
      if (inFlight.size > 0 || running > 0)
        logger.warn('closing requests still running at the shutdown deadline', { responses: inFlight.size, handlers: running });
      server.closeAllConnections();
      await closed;
    },
  };
}
