import { walletStreamId } from '../../../schema/events/wallet';
import { AppError } from '../../platform/errors';
import { decideWallet } from './rules/decide-wallet';
import type { CommandMeta, WalletCommand } from './rules/wallet-commands';
import { createWalletLoader } from './wallet-loader';
import { expectedRevisionOf } from './wallet-revision';
import type { WalletResult, WalletService, WalletServiceDeps, WalletServiceOptions } from './wallet-service-types';
import { walletShortcuts } from './wallet-shortcuts';
import { createSnapshotSaver } from './wallet-snapshot-policy';
import { viewOf } from './wallet-view';
import { createWalletWriter } from './wallet-writer';

export type {
  HoldExtension,
  PreparedWalletEvents,
  Reservation,
  ReserveInput,
  WalletResult,
  WalletService,
  WalletServiceDeps,
  WalletServiceOptions,
  WalletServiceStats,
} from './wallet-service-types';

/*
 * The wallet service: the only writer of wallet streams (ARCHITECTURE
 * decisions 2, 11 and 13).
 *
 * - Commands wait in one line per wallet in this process. Whenever an append
 *   slot is free, whatever waits in every loaded wallet is decided together
 *   and recorded in one append across all those wallets (group commit), so a
 *   crowd of users, like one hot user, costs one round trip per batch, not
 *   per request. An idle service appends at once: nothing waits for a batch.
 * - Each wallet's part carries the revision its decision was made at. If
 *   another process wrote that wallet first, the store refuses that wallet
 *   alone; the service reads the events it missed and decides its commands
 *   again in a later round. That is the only coordination between instances:
 *   no lock, on either event store.
 * - Wallets stay in memory once loaded. A wallet is loaded from its latest
 *   snapshot plus the events after it, and a snapshot is written every
 *   `snapshotEvery` events (up to half as many again, by user, so wallets
 *   charged in step do not fall due together), so a long history never
 *   slows a request.
 * - The reply to a command is the wallet as this service now knows it, so a
 *   caller sees its own change before any projection has caught up.
 *
 * The parts: wallet-writer.ts (the lines per wallet and the rounds that
 * record them), wallet-loader.ts (the wallets in memory, loaded from
 * snapshot plus events), the snapshots (wallet-snapshot-records.ts, and
 * wallet-snapshot-policy.ts for when to take one), and wallet-shortcuts.ts
 * (the typed calls over `execute`).
 */

export function createWalletService(deps: WalletServiceDeps, options: WalletServiceOptions = {}): WalletService {
  const {
    reservationTimeoutMs = 600_000,
    maxBatch = 256,
    maxWallets = 1_000,
    writers = 2,
    snapshotEvery = 100,
    maxAttempts = 100,
    cachedWallets = 10_000,
    cachedEntries = 1_000_000,
  } = options;
  const counters = { commands: 0, appends: 0, conflicts: 0 };
  const loader = createWalletLoader(deps, { wallets: cachedWallets, entries: cachedEntries });
  const snapshots = createSnapshotSaver(deps, snapshotEvery);
  const writer = createWalletWriter(
    {
      ...deps,
      loader,
      counters,
      snapshotIfDue: (entry) => {
        // The same entry while no snapshot is taken: a crowd of wallets would otherwise leave one short-lived copy each per round.
        const snapshotVersion = snapshots.ifDue(entry.state, entry.snapshotVersion);
        return snapshotVersion === entry.snapshotVersion ? entry : { ...entry, snapshotVersion };
      },
    },
    { maxBatch, maxWallets, writers, maxAttempts },
  );

  function execute(userId: number, command: WalletCommand, meta: CommandMeta): Promise<WalletResult> {
    if (!Number.isSafeInteger(userId) || userId <= 0) return Promise.reject(new AppError('invalid', 'a wallet belongs to a user id'));
    counters.commands += 1;
    return writer.enqueue(userId, command, meta);
  }

  /** The wallet as the log has it: after its append in flight, if any (the writer decides on the wallet in memory). */
  async function committed(userId: number) {
    for (let appending = writer.appending(userId); appending !== null; appending = writer.appending(userId)) await appending;
    return loader.refresh(userId);
  }

  return {
    execute,
    ...walletShortcuts(execute, { reservationTimeoutMs }),
    async view(userId) {
      return viewOf((await committed(userId)).state);
    },
    async prepare(userId, commands, meta) {
      const { state } = await committed(userId);
      const decision = decideWallet(
        state,
        commands.map((command) => ({ command, meta })),
        deps.clock(),
      );
      return { streamId: walletStreamId(userId), events: decision.events, expected: expectedRevisionOf(state), outcomes: decision.outcomes };
    },
    forget: (userId) => loader.forget(userId),
    stats: () => ({ ...counters }),
  };
}
