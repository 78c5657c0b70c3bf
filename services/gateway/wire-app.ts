import type { App } from '../platform/app';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import { createSetupState, REAL_OAUTH_ENDPOINTS, type OAuthEndpoints } from '../features/accounts';
import { createWalletService, type WalletService } from '../features/wallet';
import { createPasswordHasher } from '../platform/adapters/password-hasher';
import { createInProcessCache } from '../platform/adapters/in-process-cache';
import { createInProcessRateLimiter } from '../platform/adapters/in-process-rate-limiter';
import { createRedisCache } from '../platform/adapters/redis-cache';
import { createRedisRateLimiter } from '../platform/adapters/redis-rate-limiter';
import { createSmtpMailer } from '../platform/adapters/smtp-mailer';
import { createTurnstileVerifier } from '../platform/adapters/turnstile';
import { createOutboundHttp } from '../platform/adapters/undici';
import { egressPolicyFollowing } from '../platform/egress/policy';
import { createWorkerOutboundHttp } from '../platform/worker/worker-outbound-http';
import { workerSettingsFrom } from '../platform/worker/worker-settings';
import type { Mailer } from '../platform/ports/mailer';
import { CONFIG_CHANGED_TOPIC } from '../platform/ports/pubsub';
import type { OutboundHttp } from '../platform/ports/outbound-http';
import type { RateLimiter } from '../platform/ports/rate-limiter';
import { createChannelProbe } from '../relay/upstream/channel-probe';
import type { Backends } from './open-backends';
import type { Closers } from './closers';
import { createApp } from './create-app';
import { PACKAGE_VERSION } from './version';

/** Dashboard sessions live 30 days, as the established gateway's cookie does. */
const SESSION_TTL_MS = 30 * 24 * 3_600_000;

/** The application layer every role calls, and the clients it reaches the world with. */
export interface Core {
  readonly app: App;
  /** The only writer of wallet streams in this process. */
  readonly wallets: WalletService;
  /** One limiter for the sign-in throttles and the per-address HTTP limits. */
  readonly limiter: RateLimiter;
  readonly outbound: OutboundHttp;
  /**
   * For URLs that users supply (notification webhooks; later the images the
   * Claude and Gemini conversions download): through the worker while
   * `WorkerUrl` is set, else `outbound` itself; follows the options live.
   */
  readonly userUrlOutbound: OutboundHttp;
  readonly mailer: Mailer;
  /**
   * Runs `listener` after each committed change to users, tokens or channels,
   * in this process and at once (before the change's answer is sent), beside
   * the announcement other instances hear: this instance's relay re-reads
   * what it holds without waiting for the announcement to come back.
   * Answers how to stop listening.
   */
  onConfigCommitted(listener: () => void): () => void;
}

export interface CoreSettings {
  readonly clock: Clock;
  /** When this process started: the status endpoint's `start_time`. */
  readonly startedAt: Date;
  readonly outboundTrustedCa?: string;
  readonly oauthEndpoints?: Partial<OAuthEndpoints>;
}

/** Builds the application layer (createApp) over the backends, with the wallet service, the limiter and the outbound clients it needs. */
export async function wireApp(config: Config, logger: Logger, backends: Backends, settings: CoreSettings, closers: Closers): Promise<Core> {
  const { db, pubsub, options, events, redis, secretBox } = backends;
  const { clock } = settings;
  // Every call to an address an admin typed (channel base URLs) goes through this, under the egress policy of the moment.
  const egressPolicy = egressPolicyFollowing(() => options.get('egress.allow_list'));
  const outbound = createOutboundHttp({ policy: egressPolicy, extraTrustedCa: settings.outboundTrustedCa });
  closers.add(() => outbound.close());
  // Users' URLs go through the worker while WorkerUrl is set (read on every call); the worker itself is called through `outbound`.
  const userUrlOutbound = createWorkerOutboundHttp({ direct: outbound, settings: () => workerSettingsFrom(options), policy: egressPolicy });
  // Verification codes, reset links and low-balance alerts, over the SMTP server of the settings page.
  const mailer = createSmtpMailer({ options, logger });
  closers.add(() => mailer.close());
  // The only writer of wallet streams in this process; it appends straight to the log of record (never through the outbox).
  const wallets = createWalletService({ store: events.store, db, clock, logger }, { reservationTimeoutMs: config.reservationTimeoutMs });
  // One limiter for the sign-in throttles and the per-address HTTP limits; it counts across instances when Redis is there.
  const limiter = redis ? createRedisRateLimiter(redis) : createInProcessRateLimiter(clock);
  // Sign-in failure counts (the accounts' backoff), shared the same way.
  const cache = redis ? createRedisCache(redis) : createInProcessCache(clock);
  // After a committed change to users, tokens or channels: the outbox relay wakes, and every instance's relay re-reads what it holds.
  const localListeners = new Set<() => void>();
  const onConfigCommitted = (listener: () => void) => {
    localListeners.add(listener);
    return () => void localListeners.delete(listener);
  };
  const configCommitted = () => {
    events.afterCommit();
    for (const listener of localListeners) listener();
    pubsub
      .publish(CONFIG_CHANGED_TOPIC, {})
      .catch((error: unknown) => logger.warn('announcing a configuration change failed; relays re-read within a minute', { error }));
  };
  const app = createApp({
    db,
    pubsub,
    clock,
    options,
    setup: createSetupState(db, clock),
    version: PACKAGE_VERSION,
    startedAt: settings.startedAt,
    wallets,
    store: events.store,
    passwords: createPasswordHasher(),
    mailer,
    turnstile: createTurnstileVerifier({ http: outbound, verifyUrl: config.turnstileVerifyUrl }),
    limiter,
    cache,
    recordAudit: async (tx, audit) => {
      for (const event of audit) await events.appendInTransaction(tx, event.streamId, [event], 'any');
    },
    auditCommitted: configCommitted,
    configCommitted,
    recordWalletEvents: async (tx, prepared) => {
      await events.appendInTransaction(tx, prepared.streamId, prepared.events, prepared.expected);
    },
    walletAppendsInTransaction: events.store.kind === 'postgres',
    errorLogEnabled: config.errorLogEnabled,
    sessionTtlMs: SESSION_TTL_MS,
    // Channel tests, model lists and balances, called as the relay's provider table says.
    probe: createChannelProbe({
      http: outbound,
      now: () => performance.now(),
      passThroughEverywhere: () => options.get('global.pass_through_request_enabled'),
    }),
    outbound,
    oauthEndpoints: { ...REAL_OAUTH_ENDPOINTS, ...settings.oauthEndpoints },
    logger,
    secretBox,
  });
  return { app, wallets, limiter, outbound, userUrlOutbound, mailer, onConfigCommitted };
}
