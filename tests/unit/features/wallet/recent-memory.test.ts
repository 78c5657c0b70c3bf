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

  it('shares its storage with a copy, and the one left behind copies the newest chunk before it remembers', () => {
    const memory = RecentMemory.empty<number>(1_000);
    for (let i = 0; i < 1_000; i++) memory.remember(`r${i}`, i);
    const inside = (m: RecentMemory<number>) => m as unknown as { sealed: unknown[]; open: { entries: Map<string, unknown> } };
    const copy = memory.copy();
    copy.remember('new', 1);
    // The copy grew the shared chunk in place; the original does not see it.
    expect(inside(copy).open).toBe(inside(memory).open);
    expect(inside(copy).sealed).toBe(inside(memory).sealed);
    expect(memory.has('new')).toBe(false);
    expect(memory.get('r0')).toBe(0);
    expect(copy.get('r0')).toBeUndefined();
    // The original goes on alone: it copies its 40 entries of the partial chunk (1,000 = 15 × 64 + 40) and adds one.
    memory.remember('late', 2);
    expect(inside(memory).open).not.toBe(inside(copy).open);
    expect(inside(memory).open.entries.size).toBe(41);
    expect(memory.has('late')).toBe(true);
    expect(copy.has('late')).toBe(false);
    expect(memory.has('new')).toBe(false);
    expect(copy.get('new')).toBe(1);
  });
});
