import { expect, it } from 'vitest';
import type { Cache, JsonValue } from '../../../../services/platform/ports/cache';

export interface CacheSubject {
  readonly cache: Cache;
  /** Lets `ms` milliseconds pass for the cache: moves its injected clock, or waits for real. */
  pass(ms: number): Promise<void>;
  /** A TTL short enough to see expire in a test. */
  readonly shortTtlMs: number;
}

const LONG_TTL_MS = 60_000;

/** What every Cache adapter does. `open` gives a cache that sees no other test's entries. */
export function cacheContract(open: () => Promise<CacheSubject>): void {
  it('answers undefined for a key it never stored', async () => {
    const { cache } = await open();
    expect(await cache.get('missing')).toBeUndefined();
  });

  it('gives back every kind of JSON value it stored', async () => {
    const { cache } = await open();
    const values: JsonValue[] = [
      null,
      true,
      false,
      0,
      -1.5,
      2 ** 53 - 1,
      '',
      'text with ünïcödé ✓',
      [],
      [1, 'two', null],
      { nested: { list: [{ a: 1 }], empty: {} } },
    ];
    await Promise.all(values.map((value, index) => cache.set(`value:${index}`, value, LONG_TTL_MS)));
    const read = await Promise.all(values.map((_, index) => cache.get(`value:${index}`)));
    expect(read).toEqual(values);
  });

  it('returns a copy: changing what it returned changes nothing cached', async () => {
    const { cache } = await open();
    const stored = { list: [1, 2] };
    await cache.set('copy', stored, LONG_TTL_MS);
    stored.list.push(3);
    const first = (await cache.get('copy')) as { list: number[] };
    first.list.push(4);
    expect(await cache.get('copy')).toEqual({ list: [1, 2] });
  });

  it('replaces a value and its TTL when set again', async () => {
    const { cache, pass, shortTtlMs } = await open();
    await cache.set('again', 'first', shortTtlMs);
    await cache.set('again', 'second', LONG_TTL_MS);
    await pass(shortTtlMs);
    expect(await cache.get('again')).toBe('second');
  });

  it('forgets an entry once its TTL has passed', async () => {
    const { cache, pass, shortTtlMs } = await open();
    await cache.set('short', { fresh: true }, shortTtlMs);
    await cache.set('long', { fresh: true }, LONG_TTL_MS);
    expect(await cache.get('short')).toEqual({ fresh: true });
    await pass(shortTtlMs);
    expect(await cache.get('short')).toBeUndefined();
    expect(await cache.get('long')).toEqual({ fresh: true });
  });

  it('deletes an entry, and deleting a missing key is no error', async () => {
    const { cache } = await open();
    await cache.set('gone', 1, LONG_TTL_MS);
    await cache.delete('gone');
    await cache.delete('never-there');
    expect(await cache.get('gone')).toBeUndefined();
  });

  it('keeps keys apart, whatever characters they hold', async () => {
    const { cache } = await open();
    const keys = ['a', 'A', 'a:b', 'a b', 'ключ', '*', 'a\nb'];
    await Promise.all(keys.map((key) => cache.set(key, key, LONG_TTL_MS)));
    expect(await Promise.all(keys.map((key) => cache.get(key)))).toEqual(keys);
  });

  it('refuses a TTL that is not a whole number of milliseconds of at least 1, and stores nothing', async () => {
    const { cache } = await open();
    for (const ttl of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(cache.set('bad-ttl', 'value', ttl)).rejects.toBeInstanceOf(RangeError);
    }
    expect(await cache.get('bad-ttl')).toBeUndefined();
  });

  it('serves 200 concurrent writes and reads of different keys', async () => {
    const { cache } = await open();
    const keys = Array.from({ length: 200 }, (_, index) => `concurrent:${index}`);
    await Promise.all(keys.map((key, index) => cache.set(key, { index }, LONG_TTL_MS)));
    const read = await Promise.all(keys.map((key) => cache.get(key)));
    expect(read).toEqual(keys.map((_, index) => ({ index })));
  });
}
