import { parseSecretKey } from '../crypto/secret-keys';
import path from 'node:path';
import type { RateRule } from '../ports/rate-limiter';
import { CONFIG_VARIABLES, type ConfigVariableName } from './variables';

export const ROLE_NAMES = ['relay', 'api', 'projections', 'forwarder'] as const;
export type Role = (typeof ROLE_NAMES)[number];

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolMax: number };
  readonly redisUrl: string | null;
  readonly eventStoreUrl: string | null;
  readonly kafkaBrokers: readonly string[];
  readonly kafkaTopicPartitions: number;
  readonly roles: ReadonlySet<Role>;
  readonly logLevel: LogLevel;
  readonly shutdownTimeoutMs: number;
  /** How long a reservation may stay open before the sweeper releases it. */
  readonly reservationTimeoutMs: number;
  /** Trust X-Forwarded-For and X-Forwarded-Proto (the gateway runs behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** ERROR_LOG_ENABLED: requests answered with an error show in the usage log (type 5 rows). */
  readonly errorLogEnabled: boolean;
  /** NODE_ENV=production: GraphQL without GraphiQL, field suggestions or introspection for non-admins. */
  readonly production: boolean;
  /** Keys of the secret box: the current one from SECRET_KEY (null: the key file in DATA_DIR), and the previous one while rotating. */
  readonly secretKey: Buffer | null;
  readonly previousSecretKey: Buffer | null;
  /** Minutes between scheduled refreshes of every channel's balance; null: none. */
  readonly channelBalanceRefreshMinutes: number | null;
  readonly consoleDir: string;
  /** CORS_ORIGINS: origins (`scheme://host[:port]`) besides the site's own that may call /graphql with credentials. */
  readonly corsOrigins: readonly string[];
  /** Where Turnstile tokens are verified (siteverify's format). */
  readonly turnstileVerifyUrl: string;
  /** Per-address limits (server-behaviour §10); `null` when turned off. */
  readonly rateLimits: {
    readonly api: RateRule | null;
    readonly web: RateRule | null;
    readonly critical: RateRule | null;
  };
}

/** A variable that does not parse. Its message is one line meant for the operator. */
export class ConfigError extends Error {
  constructor(
    readonly variable: ConfigVariableName,
    message: string,
  ) {
    super(`${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const defaults = Object.fromEntries(CONFIG_VARIABLES.map((v) => [v.name, v.default])) as Record<ConfigVariableName, string | null>;

function read(env: Env, name: ConfigVariableName): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? defaults[name] : value;
}

function integerIn(env: Env, name: ConfigVariableName, min: number, max: number): number {
  const raw = read(env, name) ?? '';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** URLs are checked but never echoed: they may carry a password. */
function urlWithScheme(env: Env, name: ConfigVariableName, schemes: readonly string[]): string | null {
  const raw = read(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL; expected ${schemes.map((s) => `${s}//…`).join(' or ')}`);
  }
  if (!schemes.includes(url.protocol) || url.hostname === '') {
    throw new ConfigError(name, `must be a ${schemes.map((s) => `${s}//host…`).join(' or ')} URL`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: ConfigVariableName, allowed: readonly T[]): T {
  const raw = read(env, name) ?? '';
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function roles(env: Env): ReadonlySet<Role> {
  const raw = read(env, 'ROLES') ?? '';
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(ROLE_NAMES as readonly string[]).includes(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new ConfigError('ROLES', `must list some of ${ROLE_NAMES.join(', ')}, got "${raw}"`);
  }
  return new Set(names as Role[]);
}

function kafkaBrokers(env: Env): string[] {
  const raw = read(env, 'KAFKA_BROKERS');
  if (raw === null) return [];
  const brokers = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = brokers.find((b) => !/^[A-Za-z0-9.\-_[\]:]+:\d{1,5}$/.test(b));
  if (bad !== undefined || brokers.length === 0) {
    throw new ConfigError('KAFKA_BROKERS', `must be a comma-separated host:port list, got "${raw}"`);
  }
  return brokers;
}

/** One limiter's three variables: `<NAME>_ENABLE`, `<NAME>` (requests) and `<NAME>_DURATION` (seconds). */
function rateLimit(env: Env, names: { enable: ConfigVariableName; limit: ConfigVariableName; duration: ConfigVariableName }): RateRule | null {
  if (oneOf(env, names.enable, ['true', 'false'] as const) === 'false') return null;
  return { limit: integerIn(env, names.limit, 1, 1_000_000), windowMs: integerIn(env, names.duration, 1, 86_400) * 1000 };
}

/** CORS_ORIGINS: each entry an http(s) origin with nothing after the host and port; `*` is refused (credentials are allowed). */
function corsOrigins(env: Env): string[] {
  const raw = read(env, 'CORS_ORIGINS');
  if (raw === null) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // Refused below.
      }
      if (url === null || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
        throw new ConfigError('CORS_ORIGINS', `must be a comma-separated list of origins such as https://app.example.com, got "${entry}"`);
      }
      return url.origin;
    });
}

/** A key is never echoed back: only what shape it should have. */
function secretKey(env: Env, name: ConfigVariableName): Buffer | null {
  const raw = read(env, name);
  if (raw === null) return null;
  const key = parseSecretKey(raw);
  if (!key) throw new ConfigError(name, 'must be a 32-byte key written as 64 hex characters (for example `openssl rand -hex 32`)');
  return key;
}

/** Parses the environment once into a typed object; throws ConfigError on the first bad variable. */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = urlWithScheme(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  return {
    port: integerIn(env, 'PORT', 0, 65535),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    database:
      databaseUrl === null
        ? { kind: 'pglite', dir: path.join(dataDir, 'pglite') }
        : { kind: 'postgres', url: databaseUrl, poolMax: integerIn(env, 'DATABASE_POOL_MAX', 1, 1000) },
    redisUrl: urlWithScheme(env, 'REDIS_URL', ['redis:', 'rediss:']),
    eventStoreUrl: urlWithScheme(env, 'EVENTSTORE_URL', ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:']),
    kafkaBrokers: kafkaBrokers(env),
    kafkaTopicPartitions: integerIn(env, 'KAFKA_TOPIC_PARTITIONS', 1, 10_000),
    roles: roles(env),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS),
    shutdownTimeoutMs: integerIn(env, 'SHUTDOWN_TIMEOUT_MS', 0, 600_000),
    reservationTimeoutMs: integerIn(env, 'RESERVATION_TIMEOUT_MS', 1_000, 86_400_000),
    trustProxy: oneOf(env, 'TRUST_PROXY', ['true', 'false'] as const) === 'true',
    errorLogEnabled: oneOf(env, 'ERROR_LOG_ENABLED', ['true', 'false'] as const) === 'true',
    production: read(env, 'NODE_ENV') === 'production',
    secretKey: secretKey(env, 'SECRET_KEY'),
    previousSecretKey: secretKey(env, 'SECRET_KEY_PREVIOUS'),
    channelBalanceRefreshMinutes: read(env, 'CHANNEL_UPDATE_FREQUENCY') === null ? null : integerIn(env, 'CHANNEL_UPDATE_FREQUENCY', 1, 525_600),
    consoleDir: path.resolve(cwd, read(env, 'CONSOLE_DIR') ?? './console/dist'),
    corsOrigins: corsOrigins(env),
    turnstileVerifyUrl: urlWithScheme(env, 'TURNSTILE_VERIFY_URL', ['https:', 'http:'])!,
    rateLimits: {
      api: rateLimit(env, { enable: 'GLOBAL_API_RATE_LIMIT_ENABLE', limit: 'GLOBAL_API_RATE_LIMIT', duration: 'GLOBAL_API_RATE_LIMIT_DURATION' }),
      web: rateLimit(env, { enable: 'GLOBAL_WEB_RATE_LIMIT_ENABLE', limit: 'GLOBAL_WEB_RATE_LIMIT', duration: 'GLOBAL_WEB_RATE_LIMIT_DURATION' }),
      critical: rateLimit(env, { enable: 'CRITICAL_RATE_LIMIT_ENABLE', limit: 'CRITICAL_RATE_LIMIT', duration: 'CRITICAL_RATE_LIMIT_DURATION' }),
    },
  };
}

/** A URL with its password (and user) replaced, for printing. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}
