import type { AddressInfo } from 'node:net';
import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import type { RateLimiter } from '../platform/ports/rate-limiter';
import { isMigrated } from '../platform/sql/migrator';
import { createHttpServer, type HttpMount } from '../transport/http/server';
import { StartupError } from './backends';
import type { Closers } from './closers';
import type { Backends } from './open-backends';

/**
 * The one HTTP server, with the mounts of this process's roles (none at all
 * still answers the health and readiness checks), listening on HOST:PORT. A
 * port that cannot be had is a StartupError.
 */
export async function serveHttp(
  config: Config,
  logger: Logger,
  { db, migrations }: Backends,
  limiter: RateLimiter,
  mounts: readonly HttpMount[],
  closers: Closers,
): Promise<AddressInfo> {
  const http = createHttpServer({
    mounts,
    isReady: () => isMigrated(db, migrations),
    logger,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    rateLimits: { limiter, trustProxy: config.trustProxy, api: config.rateLimits.api, web: config.rateLimits.web },
  });
  let address: AddressInfo;
  try {
    address = await http.listen(config.port, config.host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      code === 'EADDRINUSE' ? `PORT ${config.port} is already in use on ${config.host}` : `cannot listen on ${config.host}:${config.port}: ${String(error)}`,
    );
  }
  closers.add(() => http.stop());
  return address;
}
