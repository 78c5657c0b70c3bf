import { walletStreamId } from '../../../schema/events/wallet';
import { AppError, isAppError } from '../../platform/errors';
import { DuplicateEventIds, type StreamAppendOutcome } from '../../platform/ports/event-store';
import { decideInPlace, type DecidedInPlace } from './rules/decide-wallet';
import type { WalletOutcome } from './rules/wallet-commands';
import { batchedByUser } from './batched-by-user';
import type { LoadedWallet } from './wallet-loader';
import { expectedRevisionOf } from './wallet-revision';
import { viewOf } from './wallet-view';
import type { Entry, Pending, WalletLine, WalletWriter, WriterDeps, WriterOptions } from './wallet-writer-types';

export type { WalletWriter, WriterDeps, WriterOptions } from './wallet-writer-types';

/*
 * Group commit across wallets. Commands wait in one line per wallet; when an
 * append slot is free, whatever is waiting in every wallet that is loaded and
 * not already being written is decided against the wallet in memory and
 * recorded in one `appendMany`: one round trip and one commit for a whole
 * crowd of users. Nothing waits for a batch to fill: an idle service starts
 * the append at once, and batches grow only while earlier appends are in
 * flight.
 *
 * Each wallet's append carries the revision its decision was made at. A
 * wallet another process wrote meanwhile is refused alone: it is read again
 * and its commands are decided again in a later round, while the rest of
 * the batch is answered. That is the only coordination between instances:
 * no lock, on either event store.
 *
 * Commands are decided on the wallet in memory itself (`decideInPlace`), not
 * on a copy: with a crowd of wallets in every append, a copy per wallet per
 * round was a third of the writer's work. So from its round's decision
 * until its append is answered, a wallet in memory holds events the log may
 * not: nothing else reads it then (`appending` tells when a reader must
 * wait), and a wallet whose append is not recorded is dropped from memory
 * and read again from the log.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createWalletWriter(deps: WriterDeps, options: WriterOptions): WalletWriter {
  const { loader } = deps;
  /** Wallets asked for in the same turn are read together, as many batches at once as writers. */
  const loadBatched = batchedByUser((userIds) => loader.loadMany(userIds), { maxBatch: options.maxWallets, concurrency: options.writers });
  const lines = new Map<number, WalletLine>();
  /** Lines that may join the next round, oldest first. */
  const ready = new Set<WalletLine>();
  let inFlight = 0;
  let kickQueued = false;
  /** Orders arrivals, reads and appends: a counter, not a clock, so equal times cannot blur the order. */
  let ticks = 0;

  function answer(batch: readonly Pending[], wallet: LoadedWallet, outcomes: readonly WalletOutcome[]): void {
    const view = viewOf(wallet.state);
    batch.forEach((pending, i) => pending.resolve({ outcome: outcomes[i]!, wallet: view }));
  }

  function fail(batch: readonly Pending[], error: unknown): void {
    const reported = isAppError(error) ? error : new AppError('unavailable', 'the wallet could not be recorded; try again');
    if (!isAppError(error)) deps.logger.error('wallet append failed', { error });
    for (const pending of batch) pending.reject(reported);
  }

  /** The line's round is over: it waits for the next one, or leaves if nothing is waiting. */
  function next(line: WalletLine): void {
    if (line.waiting.length === 0) {
      lines.delete(line.userId);
      return;
    }
    line.phase = 'ready';
    line.appended = null;
    ready.add(line);
    kick();
  }

  /** Reads the wallet (after `delayMs`), then lets its commands join a round; a wallet that cannot be read fails them. */
  function load(line: WalletLine, how: 'load' | 'refresh', delayMs = 0): void {
    line.phase = 'loading';
    line.appended = null;
    void (async () => {
      try {
        if (delayMs > 0) await pause(delayMs);
        // Taken when asked, at or before the read begins: a tick too early only makes a later refusal read again.
        const readAt = ++ticks;
        await (how === 'load' ? loadBatched(line.userId) : loader.refresh(line.userId));
        line.currentAsOf = readAt;
      } catch (error) {
        fail(line.waiting.splice(0), error);
        lines.delete(line.userId);
        return;
      }
      next(line);
    })();
  }

  /** The wallet in memory may hold events its append did not record: it is dropped, and read from the log before its next command. */
  function unrecorded(line: WalletLine): void {
    loader.forget(line.userId);
    line.appended = null;
  }

  /** Takes a ready wallet's commands and decides them at `now` on the wallet in memory; null when they wait for a read, or failed. */
  function take(line: WalletLine, now: Date): Entry | null {
    const wallet = loader.cached(line.userId);
    if (!wallet) {
      load(line, 'load');
      return null;
    }
    const batch = line.waiting.splice(0, line.waiting[0]!.solo ? 1 : options.maxBatch);
    const expected = expectedRevisionOf(wallet.state);
    let decision: DecidedInPlace;
    try {
      decision = decideInPlace(wallet.state, batch, now);
    } catch (error) {
      // A rule that throws is a bug; whatever it applied before throwing must not stay in memory.
      unrecorded(line);
      fail(batch, error);
      if (line.waiting.length > 0) load(line, 'load');
      else lines.delete(line.userId);
      return null;
    }
    // With events, the append's expected revision proves the wallet current (or is refused and decided again).
    const unproven = decision.events.length === 0 && batch.some((pending, i) => !decision.outcomes[i]!.ok && pending.arrival > line.currentAsOf);
    if (unproven) {
      // Refused on a wallet that may predate what another process wrote before this command came: read it, then decide
      // again. Deciding without events changed nothing, so the read only adds what the log has beyond it.
      line.waiting.unshift(...batch);
      load(line, 'refresh');
      return null;
    }
    line.phase = 'writing';
    return { line, batch, wallet, expected, decision };
  }

  /** Keeps the wallet's decision in memory and answers its commands; `sentAt`: the tick its append was sent, if it had one. */
  function commit({ line, batch, wallet, decision }: Entry, sentAt: number | null): void {
    line.conflicts = 0;
    if (sentAt !== null) line.currentAsOf = sentAt;
    const after = deps.snapshotIfDue(wallet);
    loader.remember(line.userId, after);
    answer(batch, after, decision.outcomes);
    next(line);
  }

  /** Every event id was recorded already: an earlier run of these very commands, beyond the wallet's memory. */
  async function repeated({ line, batch }: Entry): Promise<void> {
    unrecorded(line);
    try {
      const readAt = ++ticks;
      const wallet = await loader.load(line.userId);
      line.currentAsOf = readAt;
      answer(
        batch,
        wallet,
        batch.map(() => ({ ok: true, kind: 'repeated' }) as const),
      );
    } catch (error) {
      fail(batch, error);
    }
    next(line);
  }

  function settle(entry: Entry, outcome: StreamAppendOutcome, sentAt: number): void {
    const { line, batch } = entry;
    if (outcome.ok) return outcome.result.written ? commit(entry, sentAt) : void repeated(entry);
    unrecorded(line);
    if (outcome.error instanceof DuplicateEventIds) {
      if (batch.length > 1) {
        // Some commands repeat ones recorded long ago: record them one by one, on the wallet as the log has it.
        for (const pending of batch) pending.solo = true;
        line.waiting.unshift(...batch);
        return load(line, 'load');
      }
      fail(batch, outcome.error);
      return next(line);
    }
    deps.counters.conflicts += 1;
    line.conflicts += 1;
    if (line.conflicts >= options.maxAttempts) {
      fail(batch, new AppError('unavailable', 'the wallet is too busy; try again'));
      line.conflicts = 0;
      return next(line);
    }
    // Another process wrote first: read the wallet with what it wrote, then decide these commands again, first in line.
    line.waiting.unshift(...batch);
    load(line, 'load', Math.random() * Math.min(2 ** line.conflicts, 50));
  }

  /** Records the wallets that have events in one append and answers every command; never throws. */
  async function write(writing: readonly Entry[]): Promise<void> {
    let outcomes: StreamAppendOutcome[];
    const sentAt = ++ticks;
    const appended = deps.store.appendMany(
      writing.map(({ line, expected, decision }) => ({ streamId: walletStreamId(line.userId), events: decision.events, expected })),
    );
    // Readers wait for the answer, whatever it is (`appending`).
    const answered = appended.then(
      () => undefined,
      () => undefined,
    );
    for (const { line } of writing) line.appended = answered;
    try {
      outcomes = await appended;
    } catch (error) {
      // The store failed as a whole: what it recorded is unknown, so each wallet is read again before its next command.
      for (const { line, batch } of writing) {
        unrecorded(line);
        fail(batch, error);
        if (line.waiting.length > 0) load(line, 'load');
        else lines.delete(line.userId);
      }
      return;
    }
    deps.counters.appends += 1;
    writing.forEach((entry, i) => settle(entry, outcomes[i]!, sentAt));
  }

  /** One round: up to `limit` ready wallets decided, and those with events recorded together. */
  async function round(limit: number): Promise<void> {
    const entries: Entry[] = [];
    // One instant for the round: its wallets are decided together, and recorded together.
    const now = deps.clock();
    for (const line of ready) {
      if (entries.length >= limit) break;
      ready.delete(line);
      const entry = take(line, now);
      if (entry) entries.push(entry);
    }
    for (const entry of entries) if (entry.decision.events.length === 0) commit(entry, null);
    const writing = entries.filter((e) => e.decision.events.length > 0);
    if (writing.length > 0) await write(writing);
  }

  function kick(): void {
    if (kickQueued) return;
    kickQueued = true;
    // Commands enqueued in this same turn join the round; nothing waits longer than that.
    queueMicrotask(() => {
      kickQueued = false;
      // A crowd is shared among the free writers, so their appends run side by side rather than one carrying it all.
      const free = options.writers - inFlight;
      const share = free > 0 ? Math.min(options.maxWallets, Math.ceil(ready.size / free)) : 0;
      while (inFlight < options.writers && ready.size > 0) {
        inFlight += 1;
        void round(share).finally(() => {
          inFlight -= 1;
          kick();
        });
      }
    });
  }

  return {
    enqueue: (userId, command, meta) =>
      new Promise((resolve, reject) => {
        const pending: Pending = { command, meta, arrival: ++ticks, solo: false, resolve, reject };
        const line = lines.get(userId);
        if (line) return void line.waiting.push(pending);
        const fresh: WalletLine = { userId, waiting: [pending], phase: 'ready', appended: null, conflicts: 0, currentAsOf: 0 };
        lines.set(userId, fresh);
        if (loader.cached(userId)) next(fresh);
        else load(fresh, 'load');
      }),
    appending: (userId) => lines.get(userId)?.appended ?? null,
  };
}
