import { randomUUID } from 'node:crypto';
import { isWalletEvent, walletStreamId, type WalletEvent } from '../../../schema/events/wallet';
import { evolveWallet, emptyWallet, type WalletState } from './rules/wallet-state';
import type { WalletService } from './wallet-service';
import { viewOf, type TokenAllowanceView, type WalletView } from './wallet-view';
import { allows, type Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';

/*
 * The ledger as users, admins and auditors see it. Balances come from the
 * read models (user_balances, token_balances, ledger_entries); a write
 * answers from the wallet service's own state, so the writer sees its change
 * before the projections catch up (ARCHITECTURE decision 11). Point-in-time
 * balances fold the wallet's own stream from the log, the record itself.
 */

export interface LedgerDeps {
  readonly db: SqlDatabase;
  readonly wallets: WalletService;
  /** The log of record, read for point-in-time balances. */
  readonly store: EventStore;
  readonly clock: Clock;
}

/** A token's allowance as the read models have it: the same shape the wallet service answers with. */
export type TokenBalance = TokenAllowanceView;

/** A wallet from the balance read models: the wallet service's view, less the version only it knows. */
export type WalletSummary = Omit<WalletView, 'version'>;

export interface LedgerEntry {
  readonly eventId: string;
  readonly leg: number;
  readonly ledger: string;
  readonly account: string;
  readonly userId: number;
  readonly amount: number;
  readonly occurredAt: Date;
  readonly seq: number;
  readonly eventType: string;
  readonly requestId: string | null;
}

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
  if (!allows('admin', actor)) throw new AppError('forbidden', "only admins read another user's ledger");
  if (userId === undefined) throw new AppError('invalid', 'say which user');
  return userId;
}

function instant(value: string | Date, name: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new AppError('invalid', `${name} is not a valid date and time`);
  return date;
}

const toNumber = (value: bigint | number | string): number => Number(value);

export async function getWallet(deps: LedgerDeps, actor: Actor, input: { userId?: number }): Promise<WalletSummary> {
  const userId = walletOwner(actor, input.userId);
  const [balances, tokens] = await Promise.all([
    deps.db.query<Record<string, bigint>>(
      'SELECT quota, held_quota, owed_quota, used_quota, request_count, aff_quota, aff_count, aff_history_quota FROM user_balances WHERE user_id = $1',
      [userId],
    ),
    deps.db.query<{ token_id: bigint; unlimited: boolean; remain_quota: bigint; held_quota: bigint; used_quota: bigint }>(
      'SELECT token_id, unlimited, remain_quota, held_quota, used_quota FROM token_balances WHERE user_id = $1 ORDER BY token_id',
      [userId],
    ),
  ]);
  const row = balances.rows[0];
  const field = (name: string) => (row ? toNumber(row[name]!) : 0);
  return {
    userId,
    quota: field('quota'),
    heldQuota: field('held_quota'),
    owedQuota: field('owed_quota'),
    usedQuota: field('used_quota'),
    requestCount: field('request_count'),
    affQuota: field('aff_quota'),
    affCount: field('aff_count'),
    affHistoryQuota: field('aff_history_quota'),
    tokens: tokens.rows.map((t) => ({
      tokenId: toNumber(t.token_id),
      unlimited: t.unlimited,
      remainQuota: toNumber(t.remain_quota),
      heldQuota: toNumber(t.held_quota),
      usedQuota: toNumber(t.used_quota),
    })),
  };
}

/** Admins: add to or take from a user's quota, with the reason recorded on the event beside the admin's id. */
export async function adjustQuota(deps: LedgerDeps, actor: Actor, input: { userId: number; amount: number; reason?: string | null }): Promise<WalletView> {
  if (!allows('admin', actor))
    throw actor.kind === 'anonymous' ? new AppError('unauthenticated', 'sign in to do this') : new AppError('forbidden', 'only admins adjust quota');
  if (!Number.isSafeInteger(input.userId) || input.userId <= 0) throw new AppError('invalid', 'userId is a positive whole number');
  if (!Number.isSafeInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > MAX_ADJUSTMENT) {
    throw new AppError('invalid', 'the amount is a whole, non-zero number of quota units');
  }
  const reason = input.reason?.trim() || null;
  if (reason !== null && reason.length > 500) throw new AppError('invalid', 'the reason is at most 500 characters');
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
  const { rows } = await deps.db.query<{ user_id: bigint }>('SELECT user_id FROM token_balances WHERE token_id = $1', [input.tokenId]);
  // A token another user owns reads as unknown, not forbidden, so ids cannot be probed.
  const owner = rows[0] ? toNumber(rows[0].user_id) : null;
  if (owner === null || (!allows('admin', actor) && !(actor.kind === 'user' && actor.userId === owner))) {
    throw new AppError('not_found', `no token ${input.tokenId} in your ledger`);
  }
  const { state, last } = await walletAsOf(deps, owner, at);
  const token = viewOf(state).tokens.find((t) => t.tokenId === input.tokenId) ?? null;
  return { at, userId: owner, token, lastEvent: lastEventOf(last) };
}

/** A page cursor: the key of the last entry shown. */
const encodeCursor = (e: LedgerEntry): string => Buffer.from(JSON.stringify([e.occurredAt.toISOString(), e.userId, e.seq, e.leg])).toString('base64url');

function decodeCursor(cursor: string): [string, number, number, number] {
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

interface Scope {
  readonly userId: number | null;
  readonly from: Date | null;
  readonly to: Date | null;
}

/** Which entries a caller may read: users only their own; admins one user or all. */
function scopeOf(actor: Actor, query: LedgerQuery): Scope {
  const who = signedIn(actor);
  const userId =
    who.kind === 'user' && !allows('admin', actor) ? walletOwner(actor, query.userId) : query.userId === undefined ? null : walletOwner(actor, query.userId);
  const from = query.from == null ? null : instant(query.from, 'from');
  const to = query.to == null ? null : instant(query.to, 'to');
  if (from && to && from > to) throw new AppError('invalid', 'from is after to');
  return { userId, from, to };
}

/** The WHERE clauses and parameters of a scope: `from` inclusive, `to` exclusive. */
function whereOf(scope: Scope): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope.userId !== null) where.push(`user_id = $${params.push(scope.userId)}`);
  if (scope.from !== null) where.push(`occurred_at >= $${params.push(scope.from.toISOString())}`);
  if (scope.to !== null) where.push(`occurred_at < $${params.push(scope.to.toISOString())}`);
  return { where, params };
}

interface EntryRow {
  event_id: string;
  leg: number;
  ledger: string;
  account: string;
  user_id: bigint;
  amount: bigint;
  occurred_at: Date;
  seq: bigint;
  event_type: string;
  request_id: string | null;
}

const entryOf = (r: EntryRow): LedgerEntry => ({
  eventId: r.event_id,
  leg: r.leg,
  ledger: r.ledger,
  account: r.account,
  userId: toNumber(r.user_id),
  amount: toNumber(r.amount),
  occurredAt: r.occurred_at,
  seq: toNumber(r.seq),
  eventType: r.event_type,
  requestId: r.request_id,
});

const ENTRY_COLUMNS = 'event_id, leg, ledger, account, user_id, amount, occurred_at, seq, event_type, request_id';
const ENTRY_ORDER = 'occurred_at, user_id, seq, leg';

async function entryPage(deps: LedgerDeps, where: readonly string[], params: readonly unknown[], after: string | null, limit: number): Promise<LedgerEntry[]> {
  const clauses = [...where];
  const values = [...params];
  if (after !== null) {
    const [time, userId, seq, leg] = decodeCursor(after);
    const p = values.length;
    values.push(time, userId, seq, leg);
    clauses.push(`(occurred_at, user_id, seq, leg) > ($${p + 1}::timestamptz, $${p + 2}::bigint, $${p + 3}::bigint, $${p + 4}::smallint)`);
  }
  values.push(limit);
  const { rows } = await deps.db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${ENTRY_ORDER} LIMIT $${values.length}`,
    values,
  );
  return rows.map(entryOf);
}

export async function ledgerEntries(deps: LedgerDeps, actor: Actor, input: LedgerQuery & { first?: number; after?: string | null }): Promise<LedgerPage> {
  const first = input.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new AppError('invalid', `first is a whole number from 1 to ${MAX_PAGE}`);
  const { where, params } = whereOf(scopeOf(actor, input));
  const rows = await entryPage(deps, where, params, input.after ?? null, first + 1);
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
  const { where, params } = whereOf(scope);
  // Each account's balance before `from`: where its running balance starts.
  const opening = new Map<string, bigint>();
  if (scope.from !== null) {
    const before = whereOf({ userId: scope.userId, from: null, to: scope.from });
    const sums = await deps.db.query<{ account: string; total: bigint }>(
      `SELECT account, sum(amount)::bigint AS total FROM ledger_entries WHERE ${before.where.join(' AND ')} GROUP BY account`,
      before.params,
    );
    for (const row of sums.rows) opening.set(row.account, BigInt(row.total));
  }
  async function* lines(): AsyncGenerator<string> {
    yield LEDGER_CSV_HEADER;
    const running = new Map(opening);
    for (let after: string | null = null; ;) {
      const page = await entryPage(deps, where, params, after, 1000);
      for (const e of page) {
        const balance = (running.get(e.account) ?? 0n) + BigInt(e.amount);
        running.set(e.account, balance);
        yield [e.occurredAt.toISOString(), e.userId, e.seq, e.eventType, e.eventId, e.leg, e.ledger, csvField(e.account), e.amount, balance].join(',');
      }
      if (page.length < 1000) return;
      after = encodeCursor(page.at(-1)!);
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
