import { findRelayOwners, type RelayOwnerRecord } from '../../features/accounts';
import { findRelayToken, findRelayTokens, type RelayTokenRecord } from '../../features/tokens';
import type { SqlSession } from '../../platform/ports/sql';

/*
 * The API tokens the relay has seen, by the SHA-256 of their key, each with
 * its owner: read from the database the first time a key comes, then served
 * from memory. `refresh` reads every held entry again in two queries; the hot
 * state calls it when a change is announced and once a minute, so a disabled
 * token or a banned user stops within moments on every instance.
 *
 * Keys that name no token are remembered too (a bounded set, forgotten on
 * every refresh), so a client retrying a wrong key costs no query each time;
 * requests bringing a key at the same moment share one read.
 * Both maps are bounded: past the limit the oldest entry goes first.
 */

export interface TokenEntry {
  readonly token: RelayTokenRecord;
  /** Null when the owner no longer exists. */
  readonly owner: RelayOwnerRecord | null;
}

export interface TokenTable {
  /** The entry for a key hash: from memory, else from the database (null: no live token has this key). */
  lookup(keyHash: string): TokenEntry | null | Promise<TokenEntry | null>;
  /** Reads every held entry again; forgets the unknown keys. */
  refresh(): Promise<void>;
  readonly size: number;
}

const MAX_TOKENS = 200_000;
const MAX_UNKNOWN = 10_000;
/** Reads of a new key while refreshes keep overtaking it. */
const MAX_READS = 3;

export function createTokenTable(db: SqlSession): TokenTable {
  const entries = new Map<string, TokenEntry>();
  const unknown = new Set<string>();
  /** Loads under way: requests that bring a key at the same moment share one read. */
  const loading = new Map<string, Promise<TokenEntry | null>>();

  const remember = (keyHash: string, entry: TokenEntry) => {
    if (entries.size >= MAX_TOKENS) entries.delete(entries.keys().next().value!);
    entries.set(keyHash, entry);
  };

  /** Counts the refreshes begun: a first read of a key that a refresh overtook may predate the change the refresh is for. */
  let refreshes = 0;

  const read = async (keyHash: string): Promise<TokenEntry | null> => {
    const token = await findRelayToken(db, keyHash);
    if (token === null) return null;
    const owners = await findRelayOwners(db, [token.userId]);
    return { token, owner: owners.get(token.userId) ?? null };
  };

  const load = async (keyHash: string): Promise<TokenEntry | null> => {
    let entry: TokenEntry | null;
    // A refresh that began during the read did not see this key (not held yet): read again, so a token disabled or an
    // owner banned a moment ago is not kept until the next refresh. Bounded: past it, the next refresh corrects the entry.
    for (let tries = 1; ; tries++) {
      const begun = refreshes;
      entry = await read(keyHash);
      if (refreshes === begun || tries === MAX_READS) break;
    }
    if (entry === null) {
      if (unknown.size >= MAX_UNKNOWN) unknown.delete(unknown.values().next().value!);
      unknown.add(keyHash);
      return null;
    }
    remember(keyHash, entry);
    return entry;
  };

  return {
    lookup(keyHash) {
      const held = entries.get(keyHash);
      if (held !== undefined) return held;
      if (unknown.has(keyHash)) return null;
      let pending = loading.get(keyHash);
      if (pending === undefined) {
        pending = load(keyHash).finally(() => loading.delete(keyHash));
        loading.set(keyHash, pending);
      }
      return pending;
    },
    async refresh() {
      refreshes += 1;
      unknown.clear();
      const hashes = [...entries.keys()];
      const tokens = await findRelayTokens(db, hashes);
      const owners = await findRelayOwners(db, [...new Set([...tokens.values()].map((t) => t.userId))]);
      for (const hash of hashes) {
        const token = tokens.get(hash);
        if (token === undefined) entries.delete(hash);
        else entries.set(hash, { token, owner: owners.get(token.userId) ?? null });
      }
    },
    get size() {
      return entries.size;
    },
  };
}
