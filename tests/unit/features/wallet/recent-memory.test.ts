import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecentMemory } from '../../../../services/features/wallet/rules/recent-memory';

/*
 * RecentMemory must answer exactly as the plain Map it replaced: the last
 * `limit` keys remembered, oldest forgotten first. Copies must be independent
 * (deciding works on a copy that may be thrown away), and a memory rebuilt
 * from its entries (a wallet snapshot) must go on answering as the original.
 */

/** The reference: a Map that forgets its oldest key once it holds `limit`, as the wallet did before. */
class MapMemory {
  readonly map = new Map<string, number>();
  constructor(private readonly limit: number) {}
  copy(): MapMemory {
    const other = new MapMemory(this.limit);
    for (const [k, v] of this.map) other.map.set(k, v);
    return other;
  }
  remember(key: string, value: number): void {
    if (this.map.size >= this.limit) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
  }
}

type Step = { kind: 'remember'; key: number; version: number } | { kind: 'copy'; version: number } | { kind: 'restore'; version: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 30, arbitrary: fc.record({ kind: fc.constant('remember' as const), key: fc.integer({ min: 0, max: 400 }), version: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('copy' as const), version: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), version: fc.nat(7) }) },
);

function expectSame(memory: RecentMemory<number>, reference: MapMemory, probes: readonly string[]): void {
  // Compared as text: toEqual over thousands of small arrays is most of the test's time.
  expect(JSON.stringify([...memory.entries()])).toBe(JSON.stringify([...reference.map]));
  expect(JSON.stringify(probes.map((key) => memory.get(key) ?? null))).toBe(JSON.stringify(probes.map((key) => reference.map.get(key) ?? null)));
}

describe('RecentMemory', () => {
  it('answers as a Map that forgets its oldest key, across copies and rebuilds from its entries', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(1, 63, 64, 65, 127, 128, 129), fc.integer({ min: 1, max: 200 })),
        fc.array(step, { minLength: 100, maxLength: 1_000, size: 'max' }),
        (limit, steps) => {
          const versions: { memory: RecentMemory<number>; reference: MapMemory }[] = [{ memory: RecentMemory.empty(limit), reference: new MapMemory(limit) }];
          steps.forEach((s, n) => {
            // Counted from the newest, so some versions see hundreds of steps.
            const from = versions[versions.length - 1 - (s.version % versions.length)]!;
            switch (s.kind) {
              case 'remember': {
                // As the wallet does: a key is remembered only when it is not remembered now.
                const key = `k${s.key}`;
                if (from.reference.map.has(key)) return;
                from.memory.remember(key, n);
                from.reference.remember(key, n);
                return;
              }
              case 'copy':
                versions.push({ memory: from.memory.copy(), reference: from.reference.copy() });
                return;
              case 'restore':
                versions.push({ memory: RecentMemory.of(limit, from.memory.entries()), reference: from.reference.copy() });
                return;
            }
          });
          const probes = Array.from({ length: 401 }, (_, i) => `k${i}`);
          for (const { memory, reference } of versions) expectSame(memory, reference, probes);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps the oldest entry still in the window when a chunk closes on the edge of the window', () => {
    for (const limit of [64, 65, 129, 1_000]) {
      const memory = RecentMemory.empty<number>(limit);
      for (let i = 0; i < 3 * limit; i++) {
        memory.remember(`r${i}`, i);
        const oldest = Math.max(0, i + 1 - limit);
        expect(memory.get(`r${oldest}`)).toBe(oldest);
        if (oldest > 0) expect(memory.has(`r${oldest - 1}`)).toBe(false);
      }
    }
  });

  it('keeps a copy and its original apart, each forgetting its own oldest entries', () => {
    const memory = RecentMemory.empty<number>(1_000);
    for (let i = 0; i < 1_000; i++) memory.remember(`r${i}`, i);
    const copy = memory.copy();
    copy.remember('new', 1);
    // The copy's new entry pushed r0 out of its window only.
    expect(memory.has('new')).toBe(false);
    expect(memory.get('r0')).toBe(0);
    expect(copy.get('r0')).toBeUndefined();
    memory.remember('late', 2);
    expect(memory.has('late')).toBe(true);
    expect(copy.has('late')).toBe(false);
    expect(memory.has('new')).toBe(false);
    expect(copy.get('new')).toBe(1);
    expect([memory.size, copy.size]).toEqual([1_000, 1_000]);
    expect(memory.keys().slice(0, 2)).toEqual(['r1', 'r2']);
    expect(copy.keys().at(-1)).toBe('new');
  });

  it('keeps the newer place of a key remembered again while held, and forgets it only from there', () => {
    const memory = RecentMemory.empty<number>(3);
    memory.remember('a', 1);
    memory.remember('b', 2);
    memory.remember('a', 3);
    // The first `a`'s slot is written here; the second `a` stays.
    memory.remember('c', 4);
    expect(memory.get('a')).toBe(3);
    expect([...memory.entries()]).toEqual([
      ['b', 2],
      ['a', 3],
      ['c', 4],
    ]);
    memory.remember('d', 5);
    memory.remember('e', 6);
    expect(memory.has('a')).toBe(false);
    expect(memory.keys()).toEqual(['c', 'd', 'e']);
  });

  it('refuses a limit below one', () => {
    expect(() => RecentMemory.empty(0)).toThrow(/limit/);
  });
});
