import { requireAccess, type Actor } from '../../platform/actor';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from '../../platform/ports/pubsub';
import { getWallet, type LedgerDeps, type WalletSummary } from './ledger-app';

/** The read models a wallet is read from: a batch applied to either may have changed it. */
const WALLET_READ_MODELS: ReadonlySet<string> = new Set(['user_balances', 'token_balances']);

export interface WalletWatchDeps extends Pick<LedgerDeps, 'db'> {
  readonly pubsub: PubSub;
  /**
   * The caller as the database has them now (accounts' currentActor, given
   * by the composition root because the wallet feature sits below accounts):
   * a user disabled or logged off since the socket opened is anonymous.
   */
  readonly currentActor: (actor: Actor) => Promise<Actor>;
}

const ONLY_YOUR_OWN = 'only a signed-in user follows their own wallet';

/**
 * The signed-in user's own wallet now, then again each time the balance read
 * models commit a change to it, until `signal` aborts. There is no user
 * argument: the wallet is always the caller's, so nobody follows another
 * user's money. The caller is checked against the database before every
 * answer, so a user disabled or logged off mid-subscription stops receiving.
 */
export async function* watchOwnWallet(deps: WalletWatchDeps, actor: Actor, signal: AbortSignal): AsyncGenerator<WalletSummary> {
  const read = async (): Promise<WalletSummary> => {
    const who = await deps.currentActor(actor);
    requireAccess('user', who, ONLY_YOUR_OWN);
    if (who.kind !== 'user') throw new Error(ONLY_YOUR_OWN);
    return getWallet(deps, who, {});
  };
  // Listening starts (the first `next`) before the first read, so a change committed in between is not missed.
  const notices = deps.pubsub.subscribe(PROJECTION_CHANGED_TOPIC, signal)[Symbol.asyncIterator]();
  let pending = notices.next();
  try {
    let last = await read();
    yield last;
    for (;;) {
      const notice = await pending;
      if (notice.done) return;
      pending = notices.next();
      if (!WALLET_READ_MODELS.has((notice.value as ProjectionChanged).projection)) continue;
      const next = await read();
      if (JSON.stringify(next) === JSON.stringify(last)) continue;
      last = next;
      yield next;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    // The pubsub subscription ends when `signal` aborts (the transport aborts it on unsubscribe); a notice still awaited then is dropped.
    pending.catch(() => undefined);
  }
}

export interface WalletWatchApp {
  /** The caller's own wallet, then each change to it. */
  watchOwn(actor: Actor, signal: AbortSignal): AsyncIterable<WalletSummary>;
}

export function createWalletWatchApp(deps: WalletWatchDeps): WalletWatchApp {
  return { watchOwn: (actor, signal) => watchOwnWallet(deps, actor, signal) };
}
