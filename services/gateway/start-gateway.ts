import type { AddressInfo } from 'node:net';
import type { OAuthEndpoints } from '../features/accounts';
import { systemClock, type Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import type { FollowStep } from '../platform/follow-loop';
import type { Logger } from '../platform/logger';
import type { OptionStore } from '../platform/options/option-store';
import type { PeriodicTick } from '../platform/periodic';
import type { EventLog } from '../platform/ports/event-log';
import type { SqlDatabase } from '../platform/ports/sql';
import type { Authenticate } from '../transport/auth/authenticate';
import { graphqlUnserved } from '../transport/graphql/graphql-path';
import { restUnserved } from '../transport/rest/rest-mount';
import { describeBackends } from './banner';
import { createClosers } from './closers';
import { openBackends } from './open-backends';
import { queuesEvents } from './roles';
import { serveHttp } from './serve-http';
import { PACKAGE_VERSION } from './version';
import { wireApp } from './wire-app';
import { wireRelay } from './wire-relay';
import { wireWorkers } from './wire-workers';

export { StartupError } from './backends';
export { PACKAGE_VERSION } from './version';

export interface Gateway {
  readonly address: AddressInfo;
  readonly version: string;
  readonly db: SqlDatabase;
  readonly options: OptionStore;
  /** The log of record: `events.store` to read it, `events.appendInTransaction` to record with a config change. */
  readonly events: EventLog;
  /** Human-readable lines: what runs and on which backends. */
  readonly banner: readonly string[];
  stop(): Promise<void>;
}

export interface GatewayOverrides {
  /** How callers are identified; tests pass one that reads a test header. */
  readonly authenticate?: Authenticate;
  /** Where GitHub and Linux DO answer: tests point them at local fakes; never an option. */
  readonly oauthEndpoints?: Partial<OAuthEndpoints>;
  /** One more CA (PEM) that outbound calls trust: tests with a self-signed https webhook receiver; never an option. */
  readonly outboundTrustedCa?: string;
  /** How often the scheduled jobs (channel tests, balance refreshes) check whether a run is due (default a minute); tests tick faster. */
  readonly schedulerTickMs?: number;
  /** Told after each tick of a scheduled job ends, with the job's name and what the tick did ('off', 'not_due', 'started'; `{ ran }`): tests wait on it to know a job looked and decided to do nothing. */
  readonly onSchedulerTick?: (tick: PeriodicTick) => void;
  /** Told after each step that worked of the low-balance alert follower ('low-balance alerts') and the notification sender ('sending notifications'): tests wait on it to know they looked past what the test did. */
  readonly onFollowerStep?: (step: FollowStep) => void;
  /** "Now" for everything the gateway wires (sessions, reservations, sweeps, alerts, start time); default the system clock. Tests move a manual one. */
  readonly clock?: Clock;
}

/**
 * Composition root: opens every backend once, builds the application layer,
 * starts what this process's ROLES ask for, and listens. Whatever it opened
 * is closed in reverse order on stop, or at once if start-up fails part way.
 */
export async function startGateway(config: Config, logger: Logger, overrides: GatewayOverrides = {}): Promise<Gateway> {
  const clock = overrides.clock ?? systemClock;
  const startedAt = clock();
  const closers = createClosers();
  try {
    const backends = await openBackends(config, logger, clock, closers);
    const core = await wireApp(
      config,
      logger,
      backends,
      { clock, startedAt, outboundTrustedCa: overrides.outboundTrustedCa, oauthEndpoints: overrides.oauthEndpoints },
      closers,
    );
    // Projections and the forwarder follow whichever store is the log of record.
    // A role's code loads only when the role is on (docs/architecture.md, "What a process loads").
    if (config.roles.has('projections')) {
      const { wireProjections } = await import('./wire-projections');
      wireProjections(logger, clock, backends, core, closers, overrides.onFollowerStep);
    }
    // The processes that take requests also end the reservations whose requests died, and run the scheduled jobs.
    if (queuesEvents(config))
      wireWorkers(config, logger, backends, core, { clock, schedulerTickMs: overrides.schedulerTickMs, onSchedulerTick: overrides.onSchedulerTick }, closers);
    if (backends.bus) {
      const { wireForwarder } = await import('./wire-forwarder');
      wireForwarder(config, logger, backends, backends.bus, closers);
    }
    // The URL space in order; the console owns every path, so it comes last. A role that is off says so on its paths.
    const api = config.roles.has('api') ? (await import('./wire-api')).wireApi(config, logger, core, backends.options, overrides.authenticate) : null;
    const mounts = [
      api?.rest ?? restUnserved,
      api?.graphql ?? graphqlUnserved,
      await wireRelay(config, logger, clock, backends, core, closers),
      ...(api ? [api.console] : []),
    ];
    const address = await serveHttp(config, logger, backends, core.limiter, mounts, closers);
    return {
      address,
      version: PACKAGE_VERSION,
      db: backends.db,
      options: backends.options,
      events: backends.events,
      banner: describeBackends(config, address),
      // The reverse of start-up: HTTP, then the forwarder before its bus, the relay before EventStoreDB, the database last.
      stop: () => closers.closeAll({ quietly: false }),
    };
  } catch (error) {
    await closers.closeAll({ quietly: true });
    throw error;
  }
}
