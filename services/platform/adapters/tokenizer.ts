/*
 * The tokenizer adapter: reads OpenAI's rank files, which gpt-tokenizer ships
 * in its package, and counts with services/platform/bpe: ranks held in typed
 * arrays (about 7 MB for both encodings, outside the heap) instead of the
 * library's Maps of strings (about 65 MB of the relay's memory), and the
 * same counts as OpenAI's own tokenizer (docs/tokenizer.md).
 *
 * Each encoding loads on first use, once: reading and indexing its rank file
 * takes about 60 ms for o200k_base and 25 ms for cl100k_base on these
 * machines, so the relay calls `preload` when it starts and no request waits.
 * Concurrent first users share one load.
 *
 * Special-token text in a prompt (`<|endoftext|>`) is counted as the plain
 * text it is to the API: the counter knows no special tokens.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBpeCounter } from '../bpe/count-bpe';
import { parseTiktokenRanks } from '../bpe/rank-table';
import { CL100K_SPLIT, O200K_SPLIT } from '../bpe/split-patterns';

/** The encodings the relay counts with (the same union as the relay's count-tokens.ts). */
export type TokenEncoding = 'o200k_base' | 'cl100k_base';

/** Counts the tokens of a text (the relay's `Encoder`). */
export type CountTokens = (text: string) => number;

export interface Tokenizer {
  /** The counter of an encoding, loading it on first use. */
  encoder(encoding: TokenEncoding): Promise<CountTokens>;
  /** Loads every encoding now. */
  preload(): Promise<void>;
}

export const TOKEN_ENCODINGS: readonly TokenEncoding[] = ['o200k_base', 'cl100k_base'];

const SPLIT_PATTERN: Readonly<Record<TokenEncoding, RegExp>> = {
  o200k_base: O200K_SPLIT,
  cl100k_base: CL100K_SPLIT,
};

/** gpt-tokenizer ships OpenAI's rank files beside its code, in `data/`. */
function rankFileOf(encoding: TokenEncoding): string {
  const main = createRequire(import.meta.url).resolve('gpt-tokenizer');
  return path.join(path.dirname(main), '..', 'data', `${encoding}.tiktoken`);
}

async function loadEncoding(encoding: TokenEncoding): Promise<CountTokens> {
  const ranks = parseTiktokenRanks(encoding, await readFile(rankFileOf(encoding)));
  return createBpeCounter(ranks, SPLIT_PATTERN[encoding]);
}

export function createTokenizer(): Tokenizer {
  const loads = new Map<TokenEncoding, Promise<CountTokens>>();
  function encoder(encoding: TokenEncoding): Promise<CountTokens> {
    let load = loads.get(encoding);
    if (load === undefined) {
      load = loadEncoding(encoding);
      // A failed load is tried again by the next caller.
      load.catch(() => loads.delete(encoding));
      loads.set(encoding, load);
    }
    return load;
  }
  return {
    encoder,
    preload: async () => {
      await Promise.all(TOKEN_ENCODINGS.map(encoder));
    },
  };
}
