/*
 * Counts a text's tokens in a byte-pair encoding, as OpenAI's tokenizer does
 * with every special token taken as ordinary text (`encode_ordinary`):
 *
 * 1. the encoding's split pattern cuts the text into pieces;
 * 2. a piece that is a token is one token;
 * 3. any other piece is merged from its UTF-8 bytes: the adjacent pair
 *    whose joined bytes have the lowest rank merges first (the leftmost of
 *    equal ranks), until no adjacent pair is a token. What is left is the
 *    count.
 *
 * Pieces up to SHORT_PIECE bytes find their lowest pair by a scan, as
 * OpenAI's own tokenizer does; longer ones (a run of letters with no space,
 * a base64 blob) keep their pairs in a heap, so a 100 KB piece costs
 * n log n rank lookups rather than n².
 */
import { rankOf, type RankTable } from './rank-table';

/** Counts the tokens of a text. */
export type CountBpe = (text: string) => number;

const NO_PAIR = 0x7fffffff;
const MERGED_AWAY = -1;
const SHORT_PIECE = 128;
/** Bytes of scratch a counter keeps between pieces. */
const SCRATCH = 4096;
/** A heap key: the pair's rank above, its left part's start below (ranks < 2^21, starts < 2^32). */
const RANK_UNIT = 2 ** 32;

export function createBpeCounter(table: RankTable, splitPattern: RegExp): CountBpe {
  if (!splitPattern.global) throw new Error('the split pattern must be global (flag g)');
  const encoder = new TextEncoder();
  // Scratch space, grown for a long piece and given back after it (a 100 KB piece needs about 4 MB of it).
  let piece = new Uint8Array(SCRATCH);
  // Per part, by the byte it starts at: the next part's start, the previous part's, and the rank of it joined with the next.
  let next = new Int32Array(SCRATCH);
  let previous = new Int32Array(SCRATCH);
  let pairRank = new Int32Array(SCRATCH);
  let heap = new Float64Array(3 * SCRATCH);
  const giveBackScratch = () => {
    if (piece.length > SCRATCH) piece = new Uint8Array(SCRATCH);
    if (next.length > SCRATCH) {
      next = new Int32Array(SCRATCH);
      previous = new Int32Array(SCRATCH);
      pairRank = new Int32Array(SCRATCH);
    }
    if (heap.length > 3 * SCRATCH) heap = new Float64Array(3 * SCRATCH);
  };

  /** Writes the piece's UTF-8 bytes to `piece`; returns how many. */
  function utf8(text: string): number {
    if (text.length * 3 > piece.length) piece = new Uint8Array(text.length * 3);
    const length = text.length;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) return encoder.encodeInto(text, piece).written;
      piece[i] = code;
    }
    return length;
  }

  function rankOrNoPair(from: number, to: number): number {
    const rank = rankOf(table, piece, from, to);
    return rank === -1 ? NO_PAIR : rank;
  }

  /** The rank of part `at` joined with the part after it, given that part's end. */
  function joinedRank(at: number, length: number): number {
    const after = next[at]!;
    return after >= length ? NO_PAIR : rankOrNoPair(at, next[after]!);
  }

  /** Joins part `at` with the next one and updates the ranks around it; returns the part before it (or -1), whose rank changed too. */
  function join(at: number, length: number): number {
    const gone = next[at]!;
    const after = next[gone]!;
    next[at] = after;
    if (after < length) previous[after] = at;
    pairRank[gone] = MERGED_AWAY;
    pairRank[at] = joinedRank(at, length);
    const before = previous[at]!;
    if (before >= 0) pairRank[before] = joinedRank(before, length);
    return before;
  }

  function prepare(length: number): void {
    if (length + 1 > next.length) {
      next = new Int32Array(2 * length);
      previous = new Int32Array(2 * length);
      pairRank = new Int32Array(2 * length);
    }
    for (let i = 0; i < length; i++) {
      next[i] = i + 1;
      previous[i] = i - 1;
    }
    next[length] = length;
    for (let i = 0; i < length - 1; i++) pairRank[i] = rankOrNoPair(i, i + 2);
    pairRank[length - 1] = NO_PAIR;
  }

  function mergeByScan(length: number): number {
    prepare(length);
    let parts = length;
    for (;;) {
      let lowest = NO_PAIR;
      let at = -1;
      for (let i = 0; i < length; i = next[i]!) {
        if (pairRank[i]! < lowest) {
          lowest = pairRank[i]!;
          at = i;
        }
      }
      if (at === -1) return parts;
      join(at, length);
      parts--;
    }
  }

  function mergeByHeap(length: number): number {
    prepare(length);
    if (3 * length > heap.length) heap = new Float64Array(3 * length);
    let size = 0;
    const push = (key: number) => {
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]! <= key) break;
        heap[i] = heap[parent]!;
        i = parent;
      }
      heap[i] = key;
    };
    const pop = (): number => {
      const top = heap[0]!;
      const last = heap[--size]!;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && heap[child + 1]! < heap[child]!) child++;
        if (heap[child]! >= last) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = last;
      return top;
    };
    const pushPair = (at: number) => {
      const rank = pairRank[at]!;
      if (rank !== NO_PAIR && rank !== MERGED_AWAY) push(rank * RANK_UNIT + at);
    };

    for (let i = 0; i < length - 1; i++) pushPair(i);
    let parts = length;
    while (size > 0) {
      const key = pop();
      const rank = Math.floor(key / RANK_UNIT);
      const at = key - rank * RANK_UNIT;
      // A key whose rank is no longer its part's was left behind by an earlier join.
      if (pairRank[at] !== rank) continue;
      const before = join(at, length);
      parts--;
      pushPair(at);
      if (before >= 0) pushPair(before);
    }
    return parts;
  }

  function countBytes(length: number): number {
    if (length < 2) return length;
    if (rankOf(table, piece, 0, length) !== -1) return 1;
    return length <= SHORT_PIECE ? mergeByScan(length) : mergeByHeap(length);
  }

  function countPiece(text: string): number {
    const count = countBytes(utf8(text));
    if (text.length * 3 > SCRATCH) giveBackScratch();
    return count;
  }

  // Its own copy, so that no other user of the pattern moves its lastIndex in between.
  const split = new RegExp(splitPattern.source, splitPattern.flags);
  return (text) => {
    let count = 0;
    split.lastIndex = 0;
    for (let match = split.exec(text); match !== null; match = split.exec(text)) {
      const matched = match[0];
      if (matched === '')
        split.lastIndex++; // no encoding's pattern matches nothing, but a loop must not hang on one that did
      else count += countPiece(matched);
    }
    return count;
  };
}
