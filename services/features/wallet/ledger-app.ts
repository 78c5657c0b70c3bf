import { randomUUID } from 'node:crypto';
import { isWalletEvent, walletStreamId, type WalletEvent } from '../../../schema/events/wallet';
import { evolveWallet, emptyWallet, type WalletState } from './rules/wallet-state';
import type { WalletService } from './wallet-service';
import { viewOf, type TokenAllowanceView, type WalletView } from './wallet-view';
import { allows, requireAccess, type Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import {
  findTokenOwner,
  findUserBalances,
  listEntries,
  listTokenBalances,
  sumEntriesBefore,
  type EntryKey,
  type EntryScope,
  type LedgerEntry,
} from './ledger-records';

export type { LedgerEntry } from './ledger-records';

/*
 * The ledger as users, admins and auditors see it. Balances come from the
 * read models (user_balances, token_balances, ledger_entries); a write
 * answers from the wallet service's own state, so the writer sees its change
 * before the projections catch up (ARCHITECTURE decision 11). Point-in-time
 * balances fold the wallet's own stream from the log, the record itself.
 * The SQL is in ledger-records.ts.
 */

export interface LedgerDeps {
  readonly db: SqlDatabase;
  readonly wallets: WalletService;
  /** The log of record, read for point-in-time balances. */
  readonly store: EventStore;
  readonly clock: Clock;
  /**
   * Throws unless the actor may change user `userId`'s money: accounts' one
   * user level check (requireActOnUser), given by the composition root
   * because the wallet feature sits below accounts.
   */
  readonly requireActOnUser: (actor: Actor, userId: number) => Promise<unknown>;
}

/** A token's allowance as the read models have it: the same shape the wallet service answers with. */
export type TokenBalance = TokenAllowanceView;

/** A wallet from the balance read models: the wallet service's view, less the version only it knows. */
export type WalletSummary = Omit<WalletView, 'version'>;

export interface LedgerPage {
  readonly entries: readonly LedgerEntry[];
  /** Pass as `after` for the next page; null on the last page. */
  readonly nextCursor: string | null;
}

/** A wallet as it stood at an instant, and which event of its history that is. */
export interface WalletAt {
  readonly at: Date;
  readonly wallet: WalletView;
  /** The last event at or before `at`: its id, time and place (seq) in the wallet's stream; null before the first. */
  readonly lastEvent: { readonly eventId: string; readonly occurredAt: Date; readonly seq: number } | null;
}

export interface TokenAt {
  readonly at: Date;
  readonly userId: number;
  readonly token: TokenBalance | null;
  readonly lastEvent: WalletAt['lastEvent'];
}

const MAX_PAGE = 500;
const NO_BALANCES = { quota: 0, heldQuota: 0, owedQuota: 0, usedQuota: 0, requestCount: 0, affQuota: 0, affCount: 0, affHistoryQuota: 0 } as const;
const MAX_ADJUSTMENT = 1e15;

function signedIn(actor: Actor): Extract<Actor, { kind: 'user' }> | { kind: 'system' } {
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated', 'sign in to do this');
  return actor;
}

/** Users read their own wallet; admins read anyone's. Returns the user id to read. */
function walletOwner(actor: Actor, userId: number | undefined): number {
  const who = signedIn(actor);
  if (userId !== undefined && (!Number.isSafeInteger(userId) || userId <= 0)) throw new AppError('invalid', 'userId is a positive whole number');
  if (who.kind === 'user' && (userId === undefined || userId === who.userId)) return who.userId;
  requireAccess('admin', actor, "only admins read another user's ledger");
  if (userId === undefined) throw new AppError('invalid', 'say which user');
  return userId;
}

function instant(value: string | Date, name: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new AppError('invalid', `${name} is not a valid date and time`);
  return date;
}

export async function getWallet(deps: Pick<LedgerDeps, 'db'>, actor: Actor, input: { userId?: number }): Promise<WalletSummary> {
  const userId = walletOwner(actor, input.userId);
  const [balances, tokens] = await Promise.all([findUserBalances(deps.db, userId), listTokenBalances(deps.db, userId)]);
  return { userId, ...(balances ?? NO_BALANCES), tokens };
}

/** Admins: add to or take from a user's quota, with the reason recorded on the event beside the admin's id. */
export async function adjustQuota(deps: LedgerDeps, actor: Actor, input: { userId: number; amount: number; reason?: string | null }): Promise<WalletView> {
  requireAccess('admin', actor, 'only admins adjust quota');
  if (!Number.isSafeInteger(input.userId) || input.userId <= 0) throw new AppError('invalid', 'userId is a positive whole number');
  if (!Number.isSafeInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > MAX_ADJUSTMENT) {
    throw new AppError('invalid', 'the amount is a whole, non-zero number of quota units');
  }
  const reason = input.reason?.trim() || null;
  if (reason !== null && reason.length > 500) throw new AppError('invalid', 'the reason is at most 500 characters');
  // An admin adjusts only users below its own role, never itself (issue 13, item 1).
  await deps.requireActOnUser(actor, input.userId);
  const { wallet } = await deps.wallets.credit(
    input.userId,
    { key: randomUUID(), source: 'admin_adjustment', amount: input.amount, reason },
    {
      actor: actor.kind === 'user' ? { kind: 'user', userId: actor.userId, role: actor.role } : { kind: 'system', reason: 'admin adjustment' },
      correlationId: null,
    },
  );
  return wallet;
}

/** Folds a wallet's stream up to its last event stamped at or before `at`. */
async function walletAsOf(deps: LedgerDeps, userId: number, at: Date): Promise<{ state: WalletState; last: WalletEvent | null }> {
  const streamId = walletStreamId(userId);
  let state = emptyWallet(userId);
  let last: WalletEvent | null = null;
  for (let from = 0n; ;) {
    const page = await deps.store.readStream(streamId, { fromRevision: from, limit: 1000 });
    const events: WalletEvent[] = [];
    for (const { event } of page) {
      if (!isWalletEvent(event)) continue;
      if (Date.parse(event.occurredAt) > at.getTime()) {
        return { state: evolveWallet(state, events), last: events.at(-1) ?? last };
      }
      events.push(event);
    }
    state = evolveWallet(state, events);
    last = events.at(-1) ?? last;
    if (page.length < 1000) return { state, last };
    from += BigInt(page.length);
  }
}

const lastEventOf = (event: WalletEvent | null): WalletAt['lastEvent'] =>
  event === null ? null : { eventId: event.eventId, occurredAt: new Date(event.occurredAt), seq: event.data.seq };

export async function balanceAt(deps: LedgerDeps, actor: Actor, input: { userId?: number; at: string | Date }): Promise<WalletAt> {
  const userId = walletOwner(actor, input.userId);
  const at = instant(input.at, 'at');
  const { state, last } = await walletAsOf(deps, userId, at);
  return { at, wallet: viewOf(state), lastEvent: lastEventOf(last) };
}

export async function tokenBalanceAt(deps: LedgerDeps, actor: Actor, input: { tokenId: number; at: string | Date }): Promise<TokenAt> {
  signedIn(actor);
  if (!Number.isSafeInteger(input.tokenId) || input.tokenId <= 0) throw new AppError('invalid', 'tokenId is a positive whole number');
  const at = instant(input.at, 'at');
  // A token another user owns reads as unknown, not forbidden, so ids cannot be probed.
  const owner = await findTokenOwner(deps.db, input.tokenId);
  if (owner === null || (!allows('admin', actor) && !(actor.kind === 'user' && actor.userId === owner))) {
    throw new AppError('not_found', `no token ${input.tokenId} in your ledger`);
  }
  const { state, last } = await walletAsOf(deps, owner, at);
  const token = viewOf(state).tokens.find((t) => t.tokenId === input.tokenId) ?? null;
  return { at, userId: owner, token, lastEvent: lastEventOf(last) };
}

/** The key a page after this entry starts from. */
const keyOf = (e: LedgerEntry): EntryKey => [e.occurredAt.toISOString(), e.userId, e.seq, e.leg];

/** A page cursor: the key of the last entry shown. */
const encodeCursor = (e: LedgerEntry): string => Buffer.from(JSON.stringify(keyOf(e))).toString('base64url');

function decodeCursor(cursor: string): EntryKey {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 4 && typeof value[0] === 'string' && value.slice(1).every(Number.isSafeInteger)) {
      return value as [string, number, number, number];
    }
  } catch {
    // fall through
  }
  throw new AppError('invalid', 'the cursor is not one this server gave out');
}

export interface LedgerQuery {
  /** Admins: one user, or every user when omitted. Users: always themselves. */
  readonly userId?: number;
  readonly from?: string | Date | null;
  readonly to?: string | Date | null;
}

/** Which entries a caller may read: users only their own; admins one user or all. */
function scopeOf(actor: Actor, query: LedgerQuery): EntryScope {
  const who = signedIn(actor);
  const userId =
    who.kind === 'user' && !allows('admin', actor) ? walletOwner(actor, query.userId) : query.userId === undefined ? null : walletOwner(actor, query.userId);
  const from = query.from == null ? null : instant(query.from, 'from');
  const to = query.to == null ? null : instant(query.to, 'to');
  if (from && to && from > to) throw new AppError('invalid', 'from is after to');
  return { userId, from, to };
}

export async function ledgerEntries(deps: LedgerDeps, actor: Actor, input: LedgerQuery & { first?: number; after?: string | null }): Promise<LedgerPage> {
  const first = input.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new AppError('invalid', `first is a whole number from 1 to ${MAX_PAGE}`);
  const scope = scopeOf(actor, input);
  const rows = await listEntries(deps.db, scope, input.after == null ? null : decodeCursor(input.after), first + 1);
  const entries = rows.slice(0, first);
  return { entries, nextCursor: rows.length > first ? encodeCursor(entries.at(-1)!) : null };
}

export const LEDGER_CSV_HEADER = 'occurred_at,user_id,seq,event_type,event_id,leg,ledger,account,amount,running_balance';

const csvField = (value: string): string => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The ledger entries in scope as CSV lines (header first), oldest first, each
 * with its account's running balance: the account's balance over the whole
 * scope's history up to and including that leg. Read in pages, so any range
 * streams in bounded memory. Validation happens before the first line.
 */
export async function exportLedgerCsv(deps: LedgerDeps, actor: Actor, input: LedgerQuery): Promise<AsyncIterable<string>> {
  const scope = scopeOf(actor, input);
  // Each account's balance before `from`: where its running balance starts.
  const opening = new Map<string, bigint>();
  if (scope.from !== null) {
    for (const row of await sumEntriesBefore(deps.db, scope.userId, scope.from)) opening.set(row.account, row.total);
  }
  async function* lines(): AsyncGenerator<string> {
    yield LEDGER_CSV_HEADER;
    const running = new Map(opening);
    for (let after: EntryKey | null = null; ;) {
      const page = await listEntries(deps.db, scope, after, 1000);
      for (const e of page) {
        const balance = (running.get(e.account) ?? 0n) + BigInt(e.amount);
        running.set(e.account, balance);
        yield [e.occurredAt.toISOString(), e.userId, e.seq, e.eventType, e.eventId, e.leg, e.ledger, csvField(e.account), e.amount, balance].join(',');
      }
      if (page.length < 1000) return;
      after = keyOf(page.at(-1)!);
    }
  }
  return lines();
}

export interface LedgerApp {
  wallet(actor: Actor, input: { userId?: number }): Promise<WalletSummary>;
  adjustQuota(actor: Actor, input: { userId: number; amount: number; reason?: string | null }): Promise<WalletView>;
  balanceAt(actor: Actor, input: { userId?: number; at: string | Date }): Promise<WalletAt>;
  tokenBalanceAt(actor: Actor, input: { tokenId: number; at: string | Date }): Promise<TokenAt>;
  entries(actor: Actor, input: LedgerQuery & { first?: number; after?: string | null }): Promise<LedgerPage>;
  exportCsv(actor: Actor, input: LedgerQuery): Promise<AsyncIterable<string>>;
}

export function createLedgerApp(deps: LedgerDeps): LedgerApp {
  return {
    wallet: (actor, input) => getWallet(deps, actor, input),
    adjustQuota: (actor, input) => adjustQuota(deps, actor, input),
    balanceAt: (actor, input) => balanceAt(deps, actor, input),
    tokenBalanceAt: (actor, input) => tokenBalanceAt(deps, actor, input),
    entries: (actor, input) => ledgerEntries(deps, actor, input),
    exportCsv: (actor, input) => exportLedgerCsv(deps, actor, input),
  };
}
