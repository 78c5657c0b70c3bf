/*
 * The tokenizer adapter: the only file that imports gpt-tokenizer (pure
 * JavaScript, OpenAI's BPE encodings, no download at install or run time;
 * why this library, with measurements: docs/tokenizer.md).
 *
 * Each encoding loads on first use, once: loading builds its rank tables
 * (o200k_base about 110-190 ms and 20 MB of heap on these machines,
 * cl100k_base about 75 ms and 10 MB), so the relay calls `preload` when it
 * starts and no request waits. Concurrent first users share one load.
 *
 * Special-token text in a prompt (`<|endoftext|>`) is counted as the plain
 * text it is to the API: the library would otherwise throw on it.
 */

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

interface EncodingModule {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
}

/** Literal import paths, one per encoding, so a bundler sees them. */
function importEncoding(encoding: TokenEncoding): Promise<EncodingModule> {
  switch (encoding) {
    case 'o200k_base':
      return import('gpt-tokenizer/encoding/o200k_base');
    case 'cl100k_base':
      return import('gpt-tokenizer/encoding/cl100k_base');
  }
}

/** No special token is special: all text is ordinary text. */
const ORDINARY_TEXT = { disallowedSpecial: new Set<string>() };

const counterOf =
  (module: EncodingModule): CountTokens =>
  (text) =>
    text === '' ? 0 : module.countTokens(text, ORDINARY_TEXT);

export function createTokenizer(): Tokenizer {
  const loads = new Map<TokenEncoding, Promise<CountTokens>>();
  function encoder(encoding: TokenEncoding): Promise<CountTokens> {
    let load = loads.get(encoding);
    if (load === undefined) {
      load = importEncoding(encoding).then(counterOf);
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
