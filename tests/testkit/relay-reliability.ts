import { createRequire } from 'node:module';
import type { WalletEvent } from '../../schema/events/wallet';
import { legsOf } from '../../projections/ledger/double-entry';
import type { ClearingReport } from '../../projections/ledger/clearing';
import type { EventStore } from '../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import type { ApiClient } from './api-client';
import { eventually } from './eventually';
import { catchUpLedger, driftOf, measureDrift } from './ledger';
import { spawnCommand, type ScriptProcess } from './run-script';
import type * as Tiktoken from 'tiktoken';

/*
 * What the relay's reliability checks (RELIABILITY §6, A1-A7 through HTTP)
 * share: a site set up over HTTP as an admin and users would (so it works on
 * an in-process gateway and on a child process alike), the relay call, and
 * the proofs read from the log of record: each request's lifecycle in its
 * wallet stream, the lowest `available` any account ever had (folded event
 * by event with the double-entry mapping, so "at every instant", not just at
 * the end), and the ledger clearing (drift).
 */

/** The sizes a check runs at: from the environment, else the default (the full table sizes are for `npm run bench`). */
export function sizeFrom(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a whole number > 0, got ${JSON.stringify(raw)}`);
  return value;
}

/** Runs `work` for 0..count-1, at most `concurrency` at once. */
export async function inParallel<T>(count: number, concurrency: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/** Sets an option as the super admin, over REST (`PUT /api/option/`). */
export async function setOptionOverHttp(api: ApiClient, root: string, key: string, value: unknown): Promise<void> {
  const answer = await api.call(root, 'PUT', '/api/option/', { key, value: typeof value === 'string' ? value : JSON.stringify(value) });
  if (!answer.body.success) throw new Error(`setting ${key} failed: ${answer.body.message}`);
}

/** An OpenAI channel (type 1) to `baseUrl` serving `models`, created by the admin; answers its id. */
export async function createRelayChannel(
  api: ApiClient,
  fields: { name: string; models: string; baseUrl: string; key?: string; group?: string },
): Promise<number> {
  const created = await api.call<Array<{ id: number }>>('admin', 'POST', '/api/channel/', {
    type: 1,
    name: fields.name,
    key: fields.key ?? `sk-upstream-${fields.name}`,
    group: fields.group ?? 'default',
    models: fields.models,
    base_url: fields.baseUrl,
  });
  if (!created.body.success) throw new Error(`the channel ${fields.name} was not created: ${created.body.message}`);
  return created.body.data![0]!.id;
}

export interface SeededToken {
  readonly id: number;
  /** The key with its `sk-` prefix. */
  readonly key: string;
}

export interface SeededUser {
  readonly name: string;
  readonly id: number;
  readonly tokens: SeededToken[];
}

/**
 * A user of its own, signed up and signed in, credited `quota` by the super
 * admin (`adjustQuota`, whose answer is the wallet after it: checked to be
 * exactly `quota`), holding `tokens` API tokens, each with allowance
 * `allowance` (or unlimited).
 */
export async function seedUser(
  api: ApiClient,
  root: string,
  name: string,
  quota: number,
  tokens: { count: number; allowance: number | 'unlimited' },
): Promise<SeededUser> {
  await api.signUp(name);
  const id = api.sessions.get(name)!.id;
  if (quota !== 0) {
    const funded = await api.graphql<{ adjustQuota: { quota: number } }>(
      root,
      'mutation($id: Int!, $amount: Quota!) { adjustQuota(userId: $id, amount: $amount, reason: "reliability check") { quota } }',
      { id, amount: quota },
    );
    if (funded.errors) throw new Error(`funding ${name} failed: ${JSON.stringify(funded.errors)}`);
    if (funded.data!.adjustQuota.quota !== quota) throw new Error(`${name} holds ${funded.data!.adjustQuota.quota} after funding, expected ${quota}`);
  }
  for (let i = 0; i < tokens.count; i++) {
    const unlimited = tokens.allowance === 'unlimited';
    const created = await api.call(name, 'POST', '/api/token/', {
      name: `t${i}`,
      remain_quota: unlimited ? 0 : tokens.allowance,
      unlimited_quota: unlimited,
      expired_time: -1,
    });
    if (!created.body.success) throw new Error(`token ${i} of ${name} was not created: ${created.body.message}`);
  }
  const listed = await api.call<{ items: Array<{ id: number; key: string }> }>(name, 'GET', '/api/token/?p=1&size=100');
  const items = listed.body.data?.items ?? [];
  if (items.length !== tokens.count) throw new Error(`${name} lists ${items.length} tokens, expected ${tokens.count}`);
  return { name, id, tokens: items.map((t) => ({ id: t.id, key: t.key.startsWith('sk-') ? t.key : `sk-${t.key}` })) };
}

/** One relay call (`POST /v1/chat/completions` unless `path` says otherwise). */
export function relayCall(baseUrl: string, key: string, body: unknown, init: { signal?: AbortSignal; path?: string } = {}): Promise<Response> {
  return fetch(`${baseUrl}${init.path ?? '/v1/chat/completions'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

/** The OpenAI error code of a refusal (`error.code`), or null when the body is not an OpenAI error. */
export async function errorCodeOf(response: Response): Promise<string | null> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as { error?: { code?: string | null } };
    return parsed.error?.code ?? null;
  } catch {
    return null;
  }
}

/**
 * A relay refusal for want of quota, by name: a 403's code (the user's or
 * the token's quota cannot cover the hold), `token_exhausted` for 2.3's 401
 * (the token has nothing left); null for any other answer.
 */
export async function quotaRefusalOf(response: Response): Promise<string | null> {
  const text = await response.text();
  let error: { code?: string | null; message?: string } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    return null;
  }
  if (response.status === 401 && error?.message?.includes('该令牌额度已用尽') === true) return 'token_exhausted';
  return response.status === 403 && (error?.code === 'pre_consume_token_quota_failed' || error?.code === 'insufficient_user_quota') ? error.code : null;
}

/** Waits until the gateway lists `model` to `key` (its channels and the token are in the relay's memory). */
export async function waitForModel(baseUrl: string, key: string, model: string): Promise<void> {
  await eventually(
    async () => {
      const response = await fetch(`${baseUrl}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
      if (response.status !== 200) return false;
      const body = (await response.json()) as { data: Array<{ id: string }> };
      return body.data.some((m) => m.id === model);
    },
    { what: `the relay to list ${model}` },
  );
}

// ---------------------------------------------------------------------------
// The log of record

export interface WalletRow {
  readonly revision: number;
  readonly type: string;
  readonly data: Record<string, unknown> & { requestId?: string };
}

/** Every event of a user's wallet stream, in its order. */
export async function walletEvents(db: SqlDatabase, userId: number): Promise<WalletRow[]> {
  const { rows } = await db.query<{ revision: string | number; type: string; data: WalletRow['data'] }>(
    'SELECT revision, type, data FROM events WHERE stream_id = $1 ORDER BY revision',
    [`wallet-${userId}`],
  );
  return rows.map((r) => ({ revision: Number(r.revision), type: r.type, data: r.data }));
}

export interface Reserved {
  readonly requestId: string;
  readonly tokenId: number | null;
  readonly amount: number;
  readonly tokenAmount: number;
}
export interface Settled {
  readonly requestId: string;
  readonly reserved: number;
  readonly actual: number;
  readonly availableDelta: number;
  readonly owedDelta: number;
  readonly tokenReserved: number;
  readonly tokenAvailableDelta: number;
  readonly tokenOverdrawnDelta: number;
  readonly usage: {
    readonly promptTokens: number;
    readonly completionTokens: number;
    readonly detail?: { readonly end: string; readonly usageSource: string; readonly stream: boolean; readonly basis: string; readonly corrections: string[] };
  };
}
export interface Released {
  readonly requestId: string;
  readonly amount: number;
  readonly reason: string;
}

/** One request's life in its wallet stream. */
export interface Lifecycle {
  readonly requestId: string;
  readonly reserves: Reserved[];
  readonly settles: Settled[];
  readonly releases: Released[];
}

/** The requests of a wallet stream, by request id. */
export function lifecyclesOf(rows: readonly WalletRow[]): Map<string, Lifecycle> {
  const byId = new Map<string, Lifecycle>();
  const of = (requestId: string): Lifecycle => {
    let life = byId.get(requestId);
    if (!life) byId.set(requestId, (life = { requestId, reserves: [], settles: [], releases: [] }));
    return life;
  };
  for (const row of rows) {
    const requestId = row.data.requestId;
    if (typeof requestId !== 'string') continue;
    if (row.type === 'QuotaReserved') of(requestId).reserves.push(row.data as unknown as Reserved);
    else if (row.type === 'QuotaSettled') of(requestId).settles.push(row.data as unknown as Settled);
    else if (row.type === 'QuotaReleased') of(requestId).releases.push(row.data as unknown as Released);
  }
  return byId;
}

/** Counts over lifecycles: I3/I4 (one hold, exactly one terminal event each). */
export interface LifecycleTally {
  readonly reserved: number;
  readonly settled: number;
  readonly released: number;
  /** Requests with no terminal event yet. */
  readonly open: number;
  /** Requests with more than one terminal event (double settles, settle + release…). */
  readonly multiTerminal: number;
  /** Requests with more than one QuotaSettled. */
  readonly doubleSettles: number;
  /** Requests reserved more than once, or ended without a reservation. */
  readonly malformed: number;
  /** Settles that charged more than held (allowed by the over-settle policy: counted, not an error). */
  readonly overHold: number;
}

export function tally(lives: Iterable<Lifecycle>): LifecycleTally {
  let reserved = 0;
  let settled = 0;
  let released = 0;
  let open = 0;
  let multiTerminal = 0;
  let doubleSettles = 0;
  let malformed = 0;
  let overHold = 0;
  for (const life of lives) {
    if (life.reserves.length !== 1) malformed++;
    if (life.reserves.length > 0) reserved++;
    const terminals = life.settles.length + life.releases.length;
    if (terminals === 0) open++;
    if (terminals > 1) multiTerminal++;
    if (life.settles.length > 1) doubleSettles++;
    if (life.settles.length > 0) settled++;
    if (life.releases.length > 0) released++;
    for (const s of life.settles) if (s.actual > s.reserved) overHold++;
  }
  return { reserved, settled, released, open, multiTerminal, doubleSettles, malformed, overHold };
}

/** Waits until every reservation in these wallets has its terminal event (the relay settles after the answer went out). */
export async function waitForTerminals(
  db: SqlDatabase,
  userIds: readonly number[],
  options: { timeoutMs?: number; expectReserved?: number } = {},
): Promise<Map<string, Lifecycle>> {
  return eventually(
    async () => {
      const all = new Map<string, Lifecycle>();
      for (const userId of userIds) for (const [id, life] of lifecyclesOf(await walletEvents(db, userId))) all.set(`${userId}/${id}`, life);
      const counts = tally(all.values());
      if (options.expectReserved !== undefined && counts.reserved < options.expectReserved) return false;
      return counts.open === 0 && all;
    },
    { what: 'every reservation to be settled or released', timeoutMs: options.timeoutMs ?? 30_000, everyMs: 100 },
  );
}

/** The balances of every account of a wallet stream, folded event by event, with the lowest each ever stood at. */
export interface Folded {
  readonly balances: Map<string, number>;
  readonly lowest: Map<string, number>;
}

export function foldAccounts(userId: number, rows: readonly WalletRow[]): Folded {
  const balances = new Map<string, number>();
  const lowest = new Map<string, number>();
  for (const row of rows) {
    const event = { streamId: `wallet-${userId}`, type: row.type, data: row.data } as unknown as WalletEvent;
    for (const leg of legsOf(event)) {
      const balance = (balances.get(leg.account) ?? 0) + leg.amount;
      balances.set(leg.account, balance);
      lowest.set(leg.account, Math.min(lowest.get(leg.account) ?? 0, balance));
    }
  }
  return { balances, lowest };
}

/** The lowest `available` any user or token account of these wallets ever stood at (RELIABILITY I2). */
export async function lowestAvailable(db: SqlDatabase, userIds: readonly number[]): Promise<{ user: number; token: number }> {
  let user = Infinity;
  let token = Infinity;
  for (const userId of userIds) {
    const { lowest } = foldAccounts(userId, await walletEvents(db, userId));
    for (const [account, value] of lowest) {
      if (!account.endsWith(':available')) continue;
      if (account.startsWith('user:')) user = Math.min(user, value);
      if (account.startsWith('token:')) token = Math.min(token, value);
    }
  }
  return { user, token };
}

/** Catches the ledger read models up to the end of the log, then runs the clearing checks (I1, I8): drift 0 when the ledger clears. */
export async function ledgerDrift(db: SqlDatabase, store: EventStore): Promise<{ drift: number; report: ClearingReport }> {
  await catchUpLedger(db, store);
  const report = await measureDrift(db);
  return { drift: driftOf(report), report };
}

/** Open reservations in the `request_charges` read model (read after `ledgerDrift` caught it up). */
export async function openHoldsOf(db: SqlDatabase, userIds: readonly number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM request_charges WHERE status = 'reserved' AND user_id = ANY($1::bigint[])`, [
    userIds.map(String),
  ]);
  return rows[0]!.n;
}

// ---------------------------------------------------------------------------
// Prices, computed here from the published formulas (docs/pricing.md), not with the gateway's engine

// OpenAI's own tokenizer (tiktoken, its Rust BPE in WASM), not the gateway's counter; required, since its ES module entry
// imports the .wasm file. Loaded on first use: most files that import this kit never count tokens.
let openaiO200k: Tiktoken.Tiktoken | null = null;
const openaiEncoder = (): Tiktoken.Tiktoken => (openaiO200k ??= (createRequire(import.meta.url)('tiktoken') as typeof Tiktoken).get_encoding('o200k_base'));

/** Tokens of a text in o200k_base, gpt-4o-mini's encoding, as a client would count them with OpenAI's tokenizer. */
export const o200k = (text: string): number => openaiEncoder().encode_ordinary(text).length;

/**
 * The prompt estimate of a chat body with plain-text messages: 3 per message,
 * its role and content, 3 for the reply (server-behaviour 4.2).
 */
export function promptEstimateOf(messages: ReadonlyArray<{ role: string; content: string }>): number {
  return messages.reduce((sum, m) => sum + 3 + o200k(m.role) + o200k(m.content), 0) + (messages.length > 0 ? 3 : 0);
}

/**
 * A per-token price in integer arithmetic: (prompt + completion × completionRatio) × modelRatio, rounded once, half up;
 * at least 1 for anything used. Ratios as fractions over 1000 (0.075 → 75, 4 → 4000).
 */
export function perTokenCost(promptTokens: number, completionTokens: number, ratioMillis: number, completionRatioMillis: number): number {
  if (promptTokens + completionTokens === 0) return 0;
  // (P×1000 + C×cr) / 1000 × (mr / 1000): numerator over 10^6.
  const numerator = BigInt(promptTokens * 1000 + completionTokens * completionRatioMillis) * BigInt(ratioMillis);
  const rounded = Number((numerator + 500_000n) / 1_000_000n);
  return Math.max(1, rounded);
}

/** The text a client received in a chat stream (every `delta.content`). */
export function streamedText(sse: string): string {
  let text = '';
  for (const block of sse.split('\n\n')) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data === '' || data === '[DONE]') continue;
    try {
      const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
      for (const choice of chunk.choices ?? []) if (typeof choice.delta?.content === 'string') text += choice.delta.content;
    } catch {
      // A cut event: nothing the client could read.
    }
  }
  return text;
}

// ---------------------------------------------------------------------------
// A gateway as a child process that SIGKILL really kills

/**
 * `services/main.ts` in one node process (`node --import tsx`): the tsx CLI
 * that `spawnGateway` runs forks a second process, and a SIGKILL to the CLI
 * leaves that child serving, which would make a kill -9 test prove nothing.
 */
export function spawnSingleProcessGateway(env: Record<string, string>): ScriptProcess {
  return spawnCommand(process.execPath, ['--import', 'tsx', 'services/main.ts'], env);
}
