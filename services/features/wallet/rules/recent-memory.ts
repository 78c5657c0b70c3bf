/**
 * A wallet's memory of its last `limit` finished requests (or command keys),
 * by key, forgetting the oldest first: what lets a late repeat be answered
 * as a repeat. Callers remember a key only when it is not remembered now.
 *
 * Deciding works on a copy of the wallet, so `copy()` runs for every batch of
 * commands, and with many wallets in one append that is once per command.
 * Copying a whole Map each time was most of the wallet writer's CPU, so
 * copies share storage instead:
 * - entries are kept in chunks of CHUNK; a full chunk never changes again;
 * - the newest, partial chunk grows in place, and a memory sees only its
 *   entries older than its own count; a memory that is not the chunk's
 *   furthest reader (its copy went on without it) copies what it sees before
 *   it remembers anything, which happens when a decided batch was not
 *   recorded and the wallet goes on from the state before it.
 * Each entry knows its place in the order of insertion, so the window stays
 * exactly the last `limit` entries whatever the chunks hold.
 */
const CHUNK = 64;

interface Entry<V> {
  /** The entry's place in the order of insertion (0 for the first ever remembered). */
  readonly at: number;
  readonly value: V;
}

interface Chunk<V> {
  readonly entries: ReadonlyMap<string, Entry<V>>;
  /** Its newest entry's `at`. */
  readonly last: number;
}

/** The partial chunk, shared by a memory and its copies. */
interface OpenChunk<V> {
  readonly entries: Map<string, Entry<V>>;
  /** One past the newest `at` in it: the count of the memory that wrote last. */
  end: number;
}

export class RecentMemory<V> {
  private constructor(
    private readonly limit: number,
    /** Full chunks, oldest first; neither the array nor its chunks change once made. */
    private sealed: readonly Chunk<V>[],
    private open: OpenChunk<V>,
    /** Entries remembered so far: the next one's `at`. Entries at or after it in `open` are a copy's, not this memory's. */
    private count: number,
  ) {}

  static empty<V>(limit: number): RecentMemory<V> {
    return new RecentMemory<V>(limit, [], { entries: new Map(), end: 0 }, 0);
  }

  /** A memory holding `entries` (oldest first), as if remembered in that order. */
  static of<V>(limit: number, entries: Iterable<readonly [string, V]>): RecentMemory<V> {
    const memory = RecentMemory.empty<V>(limit);
    for (const [key, value] of entries) memory.remember(key, value);
    return memory;
  }

  /** An independent memory with the same entries; it copies nothing. */
  copy(): RecentMemory<V> {
    return new RecentMemory(this.limit, this.sealed, this.open, this.count);
  }

  /** How many entries it holds now: the last `limit` remembered, or all of them while fewer. */
  get size(): number {
    return Math.min(this.count, this.limit);
  }

  get(key: string): V | undefined {
    const entry = this.find(key);
    return entry && entry.at >= this.count - this.limit ? entry.value : undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Remembers `key` as the newest entry; the oldest is forgotten once `limit` are held. */
  remember(key: string, value: V): void {
    // Another memory wrote past this one's entries, or the key is in the chunk already (as a copy's, or forgotten): go on alone.
    if (this.open.end !== this.count || this.open.entries.has(key)) this.open = this.ownOpenChunk(key);
    this.open.entries.set(key, { at: this.count, value });
    this.count += 1;
    this.open.end = this.count;
    if (this.open.entries.size < CHUNK) return;
    const forgottenBefore = this.count - this.limit;
    // Chunks whose newest entry is forgotten can go; the array is new, so copies keep theirs.
    const kept = this.sealed.filter((chunk) => chunk.last >= forgottenBefore);
    this.sealed = [...kept, { entries: this.open.entries, last: this.count - 1 }];
    this.open = { entries: new Map(), end: this.count };
  }

  /** The entries remembered now, oldest first. */
  *entries(): IterableIterator<[string, V]> {
    // The window is [count - limit, count): a key is remembered again only once its older entry has left the
    // window, so an entry inside it is its key's newest; entries at or after `count` are a copy's.
    const from = this.count - this.limit;
    for (const chunk of this.sealed) {
      if (chunk.last < from) continue;
      for (const [key, entry] of chunk.entries) if (entry.at >= from) yield [key, entry.value];
    }
    for (const [key, entry] of this.open.entries) if (entry.at >= from && entry.at < this.count) yield [key, entry.value];
  }

  keys(): string[] {
    return [...this.entries()].map(([key]) => key);
  }

  /** The newest entry of this memory's under `key`: a key forgotten and remembered again has an older entry in an older chunk. */
  private find(key: string): Entry<V> | undefined {
    const newest = this.open.entries.get(key);
    if (newest && newest.at < this.count) return newest;
    for (let i = this.sealed.length - 1; i >= 0; i--) {
      const entry = this.sealed[i]!.entries.get(key);
      if (entry) return entry;
    }
    return undefined;
  }

  /** This memory's entries of the partial chunk but `leaving`'s (forgotten, as it is remembered again), in a chunk of its own. */
  private ownOpenChunk(leaving: string): OpenChunk<V> {
    const entries = new Map<string, Entry<V>>();
    for (const [key, entry] of this.open.entries) if (entry.at < this.count && key !== leaving) entries.set(key, entry);
    return { entries, end: this.count };
  }
}
