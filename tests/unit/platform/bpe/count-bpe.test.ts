import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBpeCounter } from '../../../../services/platform/bpe/count-bpe';
import { parseTiktokenRanks, type RankTable } from '../../../../services/platform/bpe/rank-table';

/*
 * The counter on small encodings whose merges can be worked out by hand, and
 * against the plainest BPE there is (below, a dozen lines over arrays of
 * strings) on random texts. Long pieces take the heap path, short ones the
 * scan: both are held to the same answers. The counts of OpenAI's real
 * encodings are checked against OpenAI's own tokenizer in
 * tests/integration/platform/adapters/tokenizer.test.ts.
 */

function tableOf(tokens: readonly string[]): RankTable {
  return parseTiktokenRanks('test', new TextEncoder().encode(tokens.map((token, rank) => `${Buffer.from(token).toString('base64')} ${rank}`).join('\n')));
}

/** Every single letter of the alphabet, then merges in rank order. */
const ALPHABET = ['a', 'b', 'c', ' '];
const MERGES = ['aa', 'ab', 'bc', 'abc', 'aaa', 'ca', 'cab', ' a', 'bcbc', 'aab'];
const TINY = tableOf([...ALPHABET, ...MERGES]);
const WORDS = /[abc]+| +/g;

/** The textbook merge: join the lowest-ranked adjacent pair (the leftmost of equals) until none is a token. */
function referenceCount(text: string): number {
  const rank = new Map([...ALPHABET, ...MERGES].map((token, index) => [token, index]));
  let total = 0;
  for (const [piece] of text.matchAll(WORDS)) {
    const parts = [...piece];
    for (;;) {
      let best = -1;
      for (let i = 0; i + 1 < parts.length; i++) {
        const joined = rank.get(parts[i]! + parts[i + 1]!);
        if (joined !== undefined && (best === -1 || joined < rank.get(parts[best]! + parts[best + 1]!)!)) best = i;
      }
      if (best === -1) break;
      parts.splice(best, 2, parts[best]! + parts[best + 1]!);
    }
    total += parts.length;
  }
  return total;
}

describe('createBpeCounter', () => {
  const count = createBpeCounter(TINY, WORDS);

  it('counts a piece that is a token as one, and merges the rest by rank', () => {
    expect(count('')).toBe(0);
    expect(count('abc')).toBe(1);
    expect(count('abcabc')).toBe(2);
    expect(count('cb')).toBe(2);
    expect(count('abc  abc')).toBe(4); // "abc", "  " (no token: 2), "abc"
  });

  it('merges the leftmost of two equal pairs first', () => {
    // Leftmost first: aa|a|a|a|b → aa|aa|a|b → aa|aa|ab, and no pair left is a token: 3.
    // Rightmost first would go a|a|a|aa|b → a|aa|aa|b → aaa|aa|b → aaa|aab: 2.
    expect(count('aaaaab')).toBe(3);
    expect(referenceCount('aaaaab')).toBe(3);
  });

  it('agrees with the textbook merge on random texts, short pieces and long ones alike', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', ' ', 'aa', 'abc', 'bcbc'), { maxLength: 400 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => count(input) === referenceCount(input)),
      { numRuns: 400 },
    );
  });

  it('merges long pieces through the heap as the scan would, ties included', () => {
    const longPiece = fc
      .array(fc.constantFrom('a', 'b', 'c', 'aa', 'aaaaab', 'bcbc'), { minLength: 60, maxLength: 300 })
      .map((parts) => parts.join(''))
      .filter((piece) => piece.length > 128);
    fc.assert(
      fc.property(longPiece, (piece) => count(piece) === referenceCount(piece)),
      { numRuns: 200 },
    );
  });

  it('counts multi-byte text by its UTF-8 bytes', () => {
    // "é" is two bytes, both single-byte tokens here; "é" itself is a token.
    const utf8 = tableOf([...[0xc3, 0xa9].map((byte) => String.fromCharCode(byte)), 'x']);
    expect(createBpeCounter(utf8, /./gsu)('xx')).toBe(2);
    const withE = parseTiktokenRanks(
      'e',
      new TextEncoder().encode(
        [Buffer.from([0xc3]), Buffer.from([0xa9]), Buffer.from('é')].map((bytes, rank) => `${bytes.toString('base64')} ${rank}`).join('\n'),
      ),
    );
    expect(createBpeCounter(withE, /./gsu)('éé')).toBe(2);
  });

  it('refuses a split pattern that is not global', () => {
    expect(() => createBpeCounter(TINY, /[abc]+/)).toThrow('must be global');
  });
});
