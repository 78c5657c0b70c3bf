/** What a cache can hold: anything that survives `JSON.stringify` and `JSON.parse` unchanged. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * A shared key-value cache with expiry. In-process by default; Redis when
 * configured, so every instance sees the same entries. A read returns a copy:
 * changing it never changes what is cached.
 */
export interface Cache {
  /** The value stored under `key`, or `undefined` when there is none or it expired. */
  get(key: string): Promise<JsonValue | undefined>;
  /** Stores `value` under `key` for `ttlMs` milliseconds (a whole number, at least 1), replacing what was there. */
  set(key: string, value: JsonValue, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Throws a RangeError for a TTL that is not a whole number of milliseconds of at least 1. */
export function assertValidTtl(ttlMs: number): void {
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 1) throw new RangeError(`cache TTL must be a whole number of milliseconds >= 1, got ${ttlMs}`);
}
