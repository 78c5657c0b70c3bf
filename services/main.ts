import { ConfigError, loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import { startGateway, StartupError } from './gateway/start-gateway';

/**
 * The process: read the environment once, start, print where we listen, and
 * stop cleanly on SIGTERM / SIGINT. A setting or start-up problem is one
 * readable line and exit code 1, never a stack trace.
 */
function fail(message: string): never {
  process.stderr.write(`tollgate: ${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const logger = createLogger(config.logLevel);
let gateway;
try {
  gateway = await startGateway(config, logger);
} catch (error) {
  if (error instanceof StartupError) fail(error.message);
  throw error;
}
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal });
  const started = Date.now();
  gateway.stop().then(
    () => {
      logger.info('stopped', { ms: Date.now() - started });
      process.exit(0);
    },
    (error: unknown) => {
      logger.error('error while stopping', { error });
      process.exit(1);
    },
  );
};
// The handlers go in before the banner: whoever reads "listening" may signal at once.
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.stdout.write(gateway.banner.join('\n') + '\n');
