import { priceTableOf, type PriceTable } from '../../features/pricing';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Logger } from '../../platform/logger';
import type { OptionStore } from '../../platform/options/option-store';
import { CONFIG_CHANGED_TOPIC, type PubSub } from '../../platform/ports/pubsub';
import type { SqlDatabase } from '../../platform/ports/sql';
import { parseStatusCodeRanges, type StatusCodeRanges } from '../pipeline/should-retry';
import { EMPTY_CHANNEL_TABLE, loadChannelTable, type ChannelTable } from './channel-table';
import { createTokenTable, type TokenTable } from './token-table';

/*
 * Everything the relay's hot path reads, in memory (ARCHITECTURE decision 9):
 * tokens with their owners, the channels with their ability index, and the
 * price table. Options are the option store's, already in memory.
 *
 * A committed change to users, tokens or channels is announced on
 * CONFIG_CHANGED_TOPIC (Redis pubsub across instances when configured); the
 * hot state then reads what it holds again. Announcements that arrive while a
 * refresh runs are folded into one more refresh after it. Everything is also
 * re-read every minute, since a pubsub notice can be lost (Redis keeps none
 * while a subscriber reconnects). Prices and the retry status codes
 * (AutomaticRetryStatusCodes, parsed) follow the option store's changes, so
 * a request reads them already worked out.
 */

export interface HotState {
  readonly tokens: TokenTable;
  channels(): ChannelTable;
  prices(): PriceTable;
  /** AutomaticRetryStatusCodes, parsed when the option changes (server-behaviour 3.3). */
  retryStatusCodes(): StatusCodeRanges;
  /** Reads tokens, owners and channels again now (what an announcement does); resolves when done. */
  refresh(): Promise<void>;
  /** Resolves when no re-read is running (at once when none is): what a request that found nothing waits for before it says so. */
  settled(): Promise<void>;
  close(): void;
}

export interface HotStateDeps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
  readonly options: OptionStore;
  readonly secretBox: SecretBox;
  readonly logger: Logger;
}

export const REFRESH_EVERY_MS = 60_000;

export async function startHotState({ db, pubsub, options, secretBox, logger }: HotStateDeps, refreshEveryMs = REFRESH_EVERY_MS): Promise<HotState> {
  const tokens = createTokenTable(db);
  let channels: ChannelTable = EMPTY_CHANNEL_TABLE;
  let prices = priceTableOf(options);
  let retryStatusCodes = parseStatusCodeRanges(options.get('AutomaticRetryStatusCodes'));
  const stopFollowingOptions = options.onChange((change) => {
    prices = priceTableOf(options);
    if (change.key === 'AutomaticRetryStatusCodes') retryStatusCodes = parseStatusCodeRanges(options.get('AutomaticRetryStatusCodes'));
  });

  const readAll = async () => {
    channels = await loadChannelTable(db, secretBox, logger);
    await tokens.refresh();
  };

  /** One refresh at a time; a request for one while it runs makes exactly one more after it. */
  let running: Promise<void> | null = null;
  let again = false;
  const refresh = (): Promise<void> => {
    if (running !== null) {
      again = true;
      return running.then(() => running ?? Promise.resolve());
    }
    running = (async () => {
      try {
        do {
          again = false;
          await readAll().catch((error: unknown) => logger.error('the relay could not re-read tokens and channels; it keeps what it holds', { error }));
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  await readAll();

  const closing = new AbortController();
  void (async () => {
    try {
      for await (const _notice of pubsub.subscribe(CONFIG_CHANGED_TOPIC, closing.signal)) void refresh();
    } catch (error) {
      if (!closing.signal.aborted) logger.error('the relay stopped listening for configuration changes; it re-reads every minute', { error });
    }
  })();
  const periodic = setInterval(() => void refresh(), refreshEveryMs);
  periodic.unref();

  return {
    tokens,
    channels: () => channels,
    prices: () => prices,
    retryStatusCodes: () => retryStatusCodes,
    refresh,
    settled: () => running ?? Promise.resolve(),
    close() {
      closing.abort();
      clearInterval(periodic);
      stopFollowingOptions();
    },
  };
}
