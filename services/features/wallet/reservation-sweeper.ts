import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { SqlDatabase } from '../../platform/ports/sql';
import { startPeriodic } from '../../platform/periodic';
import { walletsWithOverdueReservations } from './reservation-records';
import type { WalletService } from './wallet-service';

/*
 * Ends reservations whose request died (ARCHITECTURE decision 2; RELIABILITY
 * T3, A10). The request_charges read model says which wallets have a
 * reservation past its deadline; each such wallet then decides for itself,
 * from its own state, which ones to release as `expired`. A read model that
 * lags only delays a sweep to the next round, and a settle that arrives
 * after the release is rejected as already finished.
 */

export interface SweepReport {
  readonly wallets: number;
  readonly released: number;
}

export interface ReservationSweeper {
  sweepOnce(): Promise<SweepReport>;
  stop(): Promise<void>;
}

export interface SweeperDeps {
  readonly db: SqlDatabase;
  readonly wallets: WalletService;
  readonly clock: Clock;
  readonly logger: Logger;
}

const SWEEPER_META = { actor: { kind: 'system', reason: 'reservation sweeper' }, correlationId: null } as const;

export function createReservationSweeper(deps: SweeperDeps, { intervalMs = 30_000, walletsPerRound = 500 } = {}): ReservationSweeper {
  async function sweepOnce(): Promise<SweepReport> {
    const userIds = await walletsWithOverdueReservations(deps.db, deps.clock(), walletsPerRound);
    let released = 0;
    for (const userId of userIds) {
      const requestIds = await deps.wallets.sweep(userId, SWEEPER_META);
      released += requestIds.length;
      if (requestIds.length > 0) deps.logger.warn('released reservations past their deadline', { userId, requests: requestIds.length });
    }
    return { wallets: userIds.length, released };
  }

  const periodic = startPeriodic(sweepOnce, { intervalMs, logger: deps.logger, name: 'reservation sweep' });

  return {
    sweepOnce,
    stop: () => periodic.stop(),
  };
}
