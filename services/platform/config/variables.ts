/**
 * Every environment variable the gateway reads, with its default and one line
 * on what it does. The README's configuration table is checked against this
 * list by a test, and so is docker-compose.yml.
 */
export interface ConfigVariable {
  readonly name: string;
  /** Shown in the README; `null` when unset means "not used". */
  readonly default: string | null;
  readonly description: string;
}

export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'TCP port of the one HTTP server (REST, GraphQL, WebSocket, relay, console).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address to listen on.' },
  { name: 'DATA_DIR', default: './data', description: 'Where the embedded PGlite database and the generated `secret.key` live.' },
  { name: 'DATABASE_URL', default: null, description: 'PostgreSQL URL (`postgres://…`); unset means embedded PGlite in `DATA_DIR`.' },
  { name: 'DATABASE_POOL_MAX', default: '10', description: 'Connections in the PostgreSQL pool.' },
  { name: 'REDIS_URL', default: null, description: 'Redis URL (`redis://…`) for cache, rate limits and pubsub; unset means in-process.' },
  { name: 'EVENTSTORE_URL', default: null, description: 'EventStoreDB URL (`esdb://…`); unset means the Postgres `events` table.' },
  { name: 'KAFKA_BROKERS', default: null, description: 'Comma-separated `host:port` list; unset means no Kafka forwarding.' },
  {
    name: 'KAFKA_TOPIC_PARTITIONS',
    default: '6',
    description: 'Partitions of `tollgate.events.v1` when the forwarder creates it; an existing topic keeps its own.',
  },
  {
    name: 'ROLES',
    default: 'relay,api,projections,forwarder',
    description: 'Which parts this process runs: any of `relay`, `api`, `projections`, `forwarder`.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'One of `debug`, `info`, `warn`, `error`, `silent`.' },
  { name: 'SHUTDOWN_TIMEOUT_MS', default: '10000', description: 'How long SIGTERM waits for in-flight requests before closing them.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      '`true` behind exactly one reverse proxy: the client address is the last `X-Forwarded-For` entry (the one the proxy appended), HTTPS from `X-Forwarded-Proto` (secure `__Host-` session cookies).',
  },
  {
    name: 'ERROR_LOG_ENABLED',
    default: 'true',
    description:
      'Requests answered with an error show in the usage log as type 5 rows. The failures are recorded in the log of record either way; `false` only keeps them out of the usage log (the established gateway defaults to `false`).',
  },
  {
    name: 'SECRET_KEY',
    default: null,
    description:
      'The 32-byte key (64 hex characters) that encrypts stored API keys; every instance must share it. Unset: generated once into `DATA_DIR/secret.key`.',
  },
  { name: 'SECRET_KEY_PREVIOUS', default: null, description: 'The key before a rotation, still used to decrypt until everything is re-encrypted.' },
  {
    name: 'NODE_ENV',
    default: null,
    description: '`production` turns off the GraphiQL page and GraphQL field suggestions, and allows introspection to admins only.',
  },
  { name: 'RESERVATION_TIMEOUT_MS', default: '600000', description: 'How long a request may hold reserved quota; the sweeper then releases it as expired.' },
  {
    name: 'GLOBAL_API_RATE_LIMIT_ENABLE',
    default: 'true',
    description: 'Limit requests per client address to `/api`, `/graphql` (HTTP) and `/dashboard/billing`; `false` turns it off.',
  },
  { name: 'GLOBAL_API_RATE_LIMIT', default: '180', description: 'Requests per address in each window of `GLOBAL_API_RATE_LIMIT_DURATION`; more answer 429.' },
  { name: 'GLOBAL_API_RATE_LIMIT_DURATION', default: '180', description: "The API limit's sliding window, in seconds." },
  {
    name: 'GLOBAL_WEB_RATE_LIMIT_ENABLE',
    default: 'true',
    description: 'Limit console page loads (HTML documents, not assets) per client address; `false` turns it off.',
  },
  { name: 'GLOBAL_WEB_RATE_LIMIT', default: '60', description: 'Console page loads per address in each window of `GLOBAL_WEB_RATE_LIMIT_DURATION`.' },
  { name: 'GLOBAL_WEB_RATE_LIMIT_DURATION', default: '180', description: "The web limit's sliding window, in seconds." },
  {
    name: 'CRITICAL_RATE_LIMIT_ENABLE',
    default: 'true',
    description: 'Limit sign-in, setup and other critical routes per client address, on top of the API limit; `false` turns it off.',
  },
  { name: 'CRITICAL_RATE_LIMIT', default: '20', description: 'Critical requests per address in each window of `CRITICAL_RATE_LIMIT_DURATION`.' },
  { name: 'CRITICAL_RATE_LIMIT_DURATION', default: '1200', description: "The critical limit's sliding window, in seconds." },
  {
    name: 'CHANNEL_UPDATE_FREQUENCY',
    default: null,
    description:
      'Minutes between automatic balance refreshes of every enabled channel (those at zero or below are disabled, as by `GET /api/channel/update_balance`); unset means never.',
  },
  {
    name: 'CORS_ORIGINS',
    default: null,
    description:
      "Comma-separated origins (`https://app.example.com`) that may call `/graphql` from a browser with cookies, besides the site itself (the request's own host and the `ServerAddress` option); unset means none.",
  },
  { name: 'CONSOLE_DIR', default: './console/dist', description: 'Folder of the built console served at `/`.' },
  {
    name: 'TURNSTILE_VERIFY_URL',
    default: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    description: "Where the Turnstile human check is verified (Cloudflare siteverify's format), when `TurnstileCheckEnabled` is on.",
  },
] as const satisfies readonly ConfigVariable[];

export type ConfigVariableName = (typeof CONFIG_VARIABLES)[number]['name'];
