/*
 * A byte-pair encoding's ranks, held compactly: every token's bytes in one
 * Uint8Array, and an open-addressing hash table of Int32 slots that points
 * into it. o200k_base (200 000 tokens) takes about 4 MB this way, cl100k_base
 * about 2 MB, all of it outside the JavaScript heap; a Map of 200 000 strings
 * plus the array they come from takes about 20 MB of heap, and every full
 * collection walks it (docs/tokenizer.md).
 *
 * The input is OpenAI's published rank file (`*.tiktoken`): one token a line,
 * its bytes in base64, a space, its rank.
 */

/** The ranks of one encoding; read it with `rankOf`. */
export interface RankTable {
  readonly name: string;
  /** Every token's bytes, one after another, in the file's order. */
  readonly bytes: Uint8Array;
  /** Where token i starts in `bytes`; `starts[i + 1]` is where it ends. */
  readonly starts: Uint32Array;
  readonly ranks: Uint32Array;
  /** Hash slots: a token's index, or -1 for an empty slot. */
  readonly slots: Int32Array;
  readonly mask: number;
}

const EMPTY = -1;
const NEWLINE = 0x0a;
const SPACE = 0x20;
const CARRIAGE_RETURN = 0x0d;

/** The value of each base64 character, or -1 for a byte that is not one. */
const BASE64_VALUE = (() => {
  const table = new Int8Array(256).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
})();

/** FNV-1a over `bytes[from..to)`. */
export function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/** The rank of the token whose bytes are `piece[from..to)`, or -1 when no token has them. */
export function rankOf(table: RankTable, piece: Uint8Array, from: number, to: number): number {
  const { slots, bytes, starts, mask } = table;
  const length = to - from;
  for (let slot = hashBytes(piece, from, to) & mask; ; slot = (slot + 1) & mask) {
    const token = slots[slot]!;
    if (token === EMPTY) return -1;
    const start = starts[token]!;
    if (starts[token + 1]! - start !== length) continue;
    let i = 0;
    while (i < length && bytes[start + i] === piece[from + i]) i++;
    if (i === length) return table.ranks[token]!;
  }
}

/** Reads a `*.tiktoken` rank file; throws on a malformed line or a token listed twice. */
export function parseTiktokenRanks(name: string, file: Uint8Array): RankTable {
  let lines = 0;
  for (let i = 0; i < file.length; i++) if (file[i] === NEWLINE) lines++;
  if (file.length > 0 && file[file.length - 1] !== NEWLINE) lines++;

  // Base64 takes 4 characters for 3 bytes, so the file's length bounds the bytes.
  const bytes = new Uint8Array(Math.ceil((file.length * 3) / 4));
  const starts = new Uint32Array(lines + 1);
  const ranks = new Uint32Array(lines);
  let tokens = 0;
  let written = 0;
  let lineNumber = 0;
  for (let at = 0; at < file.length;) {
    lineNumber++;
    let end = file.indexOf(NEWLINE, at);
    if (end === -1) end = file.length;
    let lineEnd = end;
    if (lineEnd > at && file[lineEnd - 1] === CARRIAGE_RETURN) lineEnd--;
    if (lineEnd > at) {
      const space = file.indexOf(SPACE, at);
      if (space === -1 || space >= lineEnd) throw new Error(`${name}: line ${lineNumber} has no rank`);
      starts[tokens] = written;
      written = decodeBase64Into(file, at, space, bytes, written, name, lineNumber);
      if (written === starts[tokens]) throw new Error(`${name}: line ${lineNumber} has no token`);
      ranks[tokens] = parseRank(file, space + 1, lineEnd, name, lineNumber);
      tokens++;
    }
    at = end + 1;
  }
  starts[tokens] = written;

  let capacity = 1;
  while (capacity < tokens * 2) capacity *= 2;
  const table: RankTable = {
    name,
    bytes: bytes.slice(0, written),
    starts: starts.slice(0, tokens + 1),
    ranks: ranks.slice(0, tokens),
    slots: new Int32Array(capacity).fill(EMPTY),
    mask: capacity - 1,
  };
  for (let token = 0; token < tokens; token++) {
    const from = table.starts[token]!;
    const to = table.starts[token + 1]!;
    if (rankOf(table, table.bytes, from, to) !== -1) throw new Error(`${name}: the token of rank ${table.ranks[token]} is listed twice`);
    let slot = hashBytes(table.bytes, from, to) & table.mask;
    while (table.slots[slot] !== EMPTY) slot = (slot + 1) & table.mask;
    table.slots[slot] = token;
  }
  return table;
}

function decodeBase64Into(file: Uint8Array, from: number, to: number, out: Uint8Array, at: number, name: string, line: number): number {
  let bits = 0;
  let buffered = 0;
  for (let i = from; i < to; i++) {
    const byte = file[i]!;
    if (byte === 0x3d /* = */) break;
    const value = BASE64_VALUE[byte]!;
    if (value < 0) throw new Error(`${name}: line ${line} is not base64`);
    bits = ((bits << 6) | value) & 0xffff; // never more than 14 bits are waiting
    buffered += 6;
    if (buffered >= 8) {
      buffered -= 8;
      out[at++] = (bits >>> buffered) & 0xff;
    }
  }
  return at;
}

function parseRank(file: Uint8Array, from: number, to: number, name: string, line: number): number {
  if (from === to) throw new Error(`${name}: line ${line} has no rank`);
  let rank = 0;
  for (let i = from; i < to; i++) {
    const digit = file[i]! - 0x30;
    if (digit < 0 || digit > 9) throw new Error(`${name}: line ${line} has a rank that is not a number`);
    rank = rank * 10 + digit;
  }
  return rank;
}
