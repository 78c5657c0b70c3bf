import { WalletRejected, type CommandMeta, type WalletService } from '../../features/wallet';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';

/*
 * Keeps the reservations of running requests from expiring under them.
 *
 * A reservation has a deadline (RESERVATION_TIMEOUT_MS after it was made)
 * after which the sweeper releases it as expired, and a settle arriving later
 * is refused (RELIABILITY A10): the request would be free. Streams have only
 * an idle timeout, so a long reasoning model can stream past any deadline.
 * While a request runs, the relay tracks it here, and one timer for the whole
 * process moves the deadline of every hold about to run out (`extendHold`).
 * A process that dies stops extending, so its holds still expire as before
 * (ARCHITECTURE decision 2; RELIABILITY T3, A6).
 *
 * The hot path pays one Map insert and one delete per request: no timer and
 * no wallet command unless a request outlives most of its hold.
 */

export interface HoldKeeperDeps {
  readonly wallets: Pick<WalletService, 'extendHold'>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** How long each reservation and each extension holds: the wallet service's reservation timeout. */
  readonly holdMs: number;
  /** How often the keeper looks. Default a sixth of `holdMs`, at least 1 s. */
  readonly everyMs?: number;
}

export interface HoldKeeper {
  /** Keeps the request's hold open until the returned function is called (call it once the request has settled or released). */
  track(userId: number, requestId: string, meta: CommandMeta): () => void;
  /** One look now: extends every tracked hold due within two intervals, and resolves when those extensions have answered. */
  tick(): Promise<void>;
  /** Stops the timer and forgets every request; resolves once extensions in flight have answered. */
  close(): Promise<void>;
}

interface Held {
  readonly userId: number;
  readonly requestId: string;
  readonly meta: CommandMeta;
  /** When the hold runs out, as far as the keeper knows (epoch ms): from the last reserve or extension. */
  deadline: number;
  /** An extension is in flight: the next tick leaves it alone. */
  extending: boolean;
}

export function createHoldKeeper({ wallets, clock, logger, holdMs, everyMs = Math.max(1_000, Math.floor(holdMs / 6)) }: HoldKeeperDeps): HoldKeeper {
  if (!(holdMs > 0) || !(everyMs > 0)) throw new Error('the hold keeper needs a positive hold time and interval');
  // Two intervals ahead: a tick that finds a hold due still leaves one more tick to retry a failed extension.
  const marginMs = everyMs * 2;
  const held = new Map<string, Held>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const untrack = (entry: Held) => {
    // Only this entry: the same request id tracked again (a new entry) stays.
    if (held.get(entry.requestId) === entry) held.delete(entry.requestId);
  };

  async function extend(entry: Held): Promise<void> {
    entry.extending = true;
    const askedAt = clock().getTime();
    try {
      const { deadline } = await wallets.extendHold(entry.userId, { requestId: entry.requestId, holdMs }, entry.meta);
      // A repeated extension names no deadline; the wallet decided it no earlier than we asked.
      entry.deadline = deadline === null ? askedAt + holdMs : Date.parse(deadline);
    } catch (error) {
      if (error instanceof WalletRejected) {
        // Settled or released meanwhile (the request finishing as the tick ran), or expired already: nothing left to keep.
        untrack(entry);
        logger.debug('a hold the keeper tracked is no longer open', { requestId: entry.requestId, code: error.code, finished: error.finished });
      } else {
        logger.warn('extending a hold failed; trying again at the next tick', { requestId: entry.requestId, userId: entry.userId, error });
      }
    } finally {
      entry.extending = false;
    }
  }

  function tick(): Promise<void> {
    const dueBy = clock().getTime() + marginMs;
    const started: Promise<void>[] = [];
    for (const entry of held.values()) {
      if (entry.extending || entry.deadline > dueBy) continue;
      const running = extend(entry);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
      started.push(running);
    }
    return Promise.all(started).then(() => undefined);
  }

  // One timer for every request; it never keeps the process alive by itself.
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();

  return {
    track(userId, requestId, meta) {
      if (closed) return () => undefined;
      const entry: Held = { userId, requestId, meta, deadline: clock().getTime() + holdMs, extending: false };
      held.set(requestId, entry);
      return () => untrack(entry);
    },
    tick,
    async close() {
      closed = true;
      clearInterval(timer);
      held.clear();
      await Promise.all(inFlight);
    },
  };
}
