/*
 * When a password sign-in may be tried again (issue 13 item 8, RELIABILITY
 * A22). Pure: the clock comes in as an argument, the records live wherever
 * the caller keeps them (sign-in-throttle.ts).
 *
 * Only wrong guesses count; good sign-ins never do. Three counts, each a few
 * free failures and then a wait that doubles with every further failure, up
 * to a cap:
 *
 * - per (account, client address): the owner's typos, or one guesser at one
 *   account; a success from that address clears it, so the owner who
 *   mistyped is back to free tries at once;
 * - per client address, across every account (password spraying); a success
 *   does not clear it, or a guesser could reset it by signing in to an
 *   account of its own between guesses;
 * - per account, across the addresses it has never been signed in from
 *   (guessing from many addresses). Addresses the account signed in from
 *   before are exempt, so strangers cannot lock the owner out of the places
 *   the owner uses; its cap is a minute, so an owner on a new address waits
 *   at most that while an attack is on.
 */

export interface BackoffPolicy {
  /** Failures admitted with no wait. */
  readonly freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  readonly firstWaitMs: number;
  /** The longest wait. */
  readonly maxWaitMs: number;
  /** A record with no failure for this long is forgotten (and the count starts again). */
  readonly forgetAfterMs: number;
}

export const SIGN_IN_BACKOFF = {
  /** One account from one address: the owner's typos, or a guesser at one account. After 5 failures 1 s, 2 s, 4 s, … up to 15 min. */
  pair: { freeFailures: 5, firstWaitMs: 1_000, maxWaitMs: 15 * 60_000, forgetAfterMs: 24 * 3_600_000 },
  /** One address across every account (password spraying); more free failures, since several people may share an address. */
  address: { freeFailures: 20, firstWaitMs: 1_000, maxWaitMs: 15 * 60_000, forgetAfterMs: 24 * 3_600_000 },
  /** One account from every address it is not known at (distributed guessing); capped at a minute, see above. */
  account: { freeFailures: 10, firstWaitMs: 1_000, maxWaitMs: 60_000, forgetAfterMs: 24 * 3_600_000 },
} as const satisfies Record<string, BackoffPolicy>;

/** How long an address an account signed in from stays known to it (exempt from the account's count). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

/** What is remembered per key: how many failures, and when the last one was. */
export interface FailureRecord {
  readonly failures: number;
  readonly lastFailureAtMs: number;
}

/** The wait that `failures` failures earn: none for the free ones, then doubling up to the cap. */
export function waitAfter(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  // 2 ** 40 s is far past any cap; stopping there keeps the product finite.
  return doublings >= 40 ? policy.maxWaitMs : Math.min(policy.firstWaitMs * 2 ** doublings, policy.maxWaitMs);
}

/** A record still in force at `now`, or null when there is none or it is old enough to forget. */
function live(record: FailureRecord | null, now: Date, policy: BackoffPolicy): FailureRecord | null {
  return record !== null && now.getTime() - record.lastFailureAtMs < policy.forgetAfterMs ? record : null;
}

/** How long until another attempt is admitted under this record; 0 when it is admitted now. */
export function retryAfterMs(record: FailureRecord | null, now: Date, policy: BackoffPolicy): number {
  const current = live(record, now, policy);
  if (current === null) return 0;
  return Math.max(0, current.lastFailureAtMs + waitAfter(current.failures, policy) - now.getTime());
}

/** The record after one more failure at `now`. */
export function withFailure(record: FailureRecord | null, now: Date, policy: BackoffPolicy): FailureRecord {
  const current = live(record, now, policy);
  return { failures: (current?.failures ?? 0) + 1, lastFailureAtMs: now.getTime() };
}

/** Reads a stored record back, or null for anything that is not one (a record from another version, a damaged entry). */
export function failureRecordOf(value: unknown): FailureRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { failures, lastFailureAtMs } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(failures) || (failures as number) < 0 || !Number.isSafeInteger(lastFailureAtMs)) return null;
  return { failures: failures as number, lastFailureAtMs: lastFailureAtMs as number };
}
