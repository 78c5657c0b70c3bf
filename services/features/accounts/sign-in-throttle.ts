import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Cache } from '../../platform/ports/cache';
import { failureRecordOf, KNOWN_ADDRESS_MS, retryAfterMs, SIGN_IN_BACKOFF, withFailure, type BackoffPolicy, type FailureRecord } from './rules/sign-in-backoff';

/*
 * Where the sign-in failure records live (rules/sign-in-backoff.ts decides
 * what they mean): the cache port, so Redis shares them across instances
 * when REDIS_URL is set, and the process keeps them otherwise. Beside them,
 * the addresses each account signed in from (exempt from its own count).
 *
 * A record is read, then written after the password check: two guesses sent
 * at the same instant from one address may both see the same count. The
 * per-address critical limit (CRITICAL_RATE_LIMIT, counted atomically) bounds
 * how many such guesses an address gets in; the backoff only needs to be
 * right over a sequence of guesses, which it is.
 */

export interface SignInThrottle {
  /** 0 when `ip` may try `account` now; else how long until it may (the longest of the waits that apply). */
  wait(account: string, ip: string): Promise<number>;
  /** Counts a wrong guess at `account` from `ip`. */
  failed(account: string, ip: string): Promise<void>;
  /** A sign-in to `account` from `ip` worked: that pair starts again with free tries, and the address is known to the account. */
  succeeded(account: string, ip: string): Promise<void>;
}

const part = encodeURIComponent;
const pairKey = (account: string, ip: string) => `signin:pair:${part(account)}@${part(ip)}`;
const addressKey = (ip: string) => `signin:address:${part(ip)}`;
const accountKey = (account: string) => `signin:account:${part(account)}`;
const knownKey = (account: string, ip: string) => `signin:known:${part(account)}@${part(ip)}`;

/** A store that cannot answer refuses the sign-in (503): this throttle guards accounts. */
const unavailable = () => {
  throw new AppError('unavailable', 'the service is busy; try again shortly');
};

export function createSignInThrottle(cache: Cache, clock: Clock): SignInThrottle {
  const read = async (key: string): Promise<FailureRecord | null> => failureRecordOf(await cache.get(key).catch(unavailable));
  const known = async (account: string, ip: string): Promise<boolean> => (await cache.get(knownKey(account, ip)).catch(unavailable)) === true;
  const count = async (key: string, policy: BackoffPolicy) => {
    const record = withFailure(await read(key), clock(), policy);
    await cache.set(key, { failures: record.failures, lastFailureAtMs: record.lastFailureAtMs }, policy.forgetAfterMs).catch(unavailable);
  };
  return {
    async wait(account, ip) {
      const [pair, address, accountWide, isKnown] = await Promise.all([
        read(pairKey(account, ip)),
        read(addressKey(ip)),
        read(accountKey(account)),
        known(account, ip),
      ]);
      const now = clock();
      return Math.max(
        retryAfterMs(pair, now, SIGN_IN_BACKOFF.pair),
        retryAfterMs(address, now, SIGN_IN_BACKOFF.address),
        isKnown ? 0 : retryAfterMs(accountWide, now, SIGN_IN_BACKOFF.account),
      );
    },
    async failed(account, ip) {
      const isKnown = await known(account, ip);
      await Promise.all([
        count(pairKey(account, ip), SIGN_IN_BACKOFF.pair),
        count(addressKey(ip), SIGN_IN_BACKOFF.address),
        ...(isKnown ? [] : [count(accountKey(account), SIGN_IN_BACKOFF.account)]),
      ]);
    },
    async succeeded(account, ip) {
      // The password was right: a store that fails here costs the pair its free tries back, never the sign-in.
      await Promise.all([cache.delete(pairKey(account, ip)), cache.set(knownKey(account, ip), true, KNOWN_ADDRESS_MS)]).catch(() => undefined);
    },
  };
}
