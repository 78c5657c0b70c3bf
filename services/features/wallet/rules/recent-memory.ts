/**
 * A wallet's memory of its last `limit` finished requests (or command keys),
 * by key, forgetting the oldest first: what lets a late repeat be answered
 * as a repeat. Callers remember a key only when it is not remembered now.
 *
 * One Map from each key to its place in the order of insertion, and the keys
 * and values in two rings of `limit` slots (place p in slot p % limit):
 * - a lookup is one Map lookup, found or not. Most lookups are of a new
 *   request id, so they are misses, and with a thousand wallets in memory
 *   each one reaches memory the processor has not cached;
 * - remembering allocates nothing per entry beyond the Map's slot, and the
 *   entry that leaves the window is the one in the slot being written.
 *
 * A copy copies all of it, up to `limit` entries. Copies are rare: the
 * wallet writer decides on the wallet in memory itself (`decideInPlace`),
 * so a copy is made for a snapshot (once per 100-150 events of a wallet),
 * to read a wallet on from the log, and by the pure `decideWallet`.
 */
export class RecentMemory<V> {
  private constructor(
    private readonly limit: number,
    /** Each remembered key's place in the order of insertion (0 for the first ever remembered). */
    private readonly places: Map<string, number>,
    private readonly keyRing: string[],
    private readonly valueRing: V[],
    /** Entries remembered so far: the next one's place. */
    private count: number,
  ) {}

  static empty<V>(limit: number): RecentMemory<V> {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`a memory's limit is a whole number from 1, not ${limit}`);
    return new RecentMemory<V>(limit, new Map(), [], [], 0);
  }

  /** A memory holding `entries` (oldest first), as if remembered in that order. */
  static of<V>(limit: number, entries: Iterable<readonly [string, V]>): RecentMemory<V> {
    const memory = RecentMemory.empty<V>(limit);
    for (const [key, value] of entries) memory.remember(key, value);
    return memory;
  }

  /** An independent memory with the same entries. */
  copy(): RecentMemory<V> {
    return new RecentMemory(this.limit, new Map(this.places), this.keyRing.slice(), this.valueRing.slice(), this.count);
  }

  /** How many entries it holds now: the last `limit` remembered, or all of them while fewer. */
  get size(): number {
    return this.places.size;
  }

  get(key: string): V | undefined {
    const place = this.places.get(key);
    return place === undefined ? undefined : this.valueRing[place % this.limit];
  }

  has(key: string): boolean {
    return this.places.has(key);
  }

  /** Remembers `key` as the newest entry; the oldest is forgotten once `limit` are held. */
  remember(key: string, value: V): void {
    const slot = this.count % this.limit;
    if (this.count >= this.limit) {
      const leaving = this.keyRing[slot]!;
      // A key remembered again while still held (which callers avoid) keeps its newer place.
      if (this.places.get(leaving) === this.count - this.limit) this.places.delete(leaving);
    }
    this.places.set(key, this.count);
    this.keyRing[slot] = key;
    this.valueRing[slot] = value;
    this.count += 1;
  }

  /** The entries remembered now, oldest first. */
  *entries(): IterableIterator<[string, V]> {
    for (let place = Math.max(0, this.count - this.limit); place < this.count; place++) {
      const slot = place % this.limit;
      const key = this.keyRing[slot]!;
      if (this.places.get(key) === place) yield [key, this.valueRing[slot]!];
    }
  }

  keys(): string[] {
    return [...this.entries()].map(([key]) => key);
  }
}
