import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway, type Gateway, type GatewayOverrides } from '../../services/gateway/start-gateway';
import { loadConfig } from '../../services/platform/config/config';
import { silentLogger, type Logger } from '../../services/platform/logger';
import { createPostgresDatabase, preferredBackend, type Backend } from './databases';

export interface TestGateway {
  readonly gateway: Gateway;
  readonly baseUrl: string;
  readonly backend: Backend;
  dispose(): Promise<void>;
}

/**
 * A whole gateway in this process on a free port, with its own database:
 * a fresh PostgreSQL database when the run has a server, else PGlite on disk
 * in a temporary DATA_DIR.
 */
/** `logger`: where the gateway logs (silent unless a test reads the log, as the payment-callback alerts do). */
export async function startTestGateway(
  env: Record<string, string> = {},
  overrides: GatewayOverrides = {},
  logger: Logger = silentLogger,
): Promise<TestGateway> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-gw-'));
  const backend = preferredBackend();
  const database = backend === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_DIR: path.join(dataDir, 'no-console'),
    LOG_LEVEL: 'silent',
    // Every test talks from 127.0.0.1; the per-address limits are turned on by the tests about them.
    GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
    GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
    CRITICAL_RATE_LIMIT_ENABLE: 'false',
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  let gateway: Gateway;
  try {
    gateway = await startGateway(config, logger, overrides);
  } catch (error) {
    // A gateway that refuses to start (the tests of start-up failures) leaves nothing behind either.
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    gateway,
    backend,
    baseUrl: `http://127.0.0.1:${gateway.address.port}`,
    async dispose() {
      await gateway.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
