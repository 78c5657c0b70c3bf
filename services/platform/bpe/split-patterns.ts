/*
 * How OpenAI's encodings cut a text into pieces before merging bytes: the
 * patterns of OpenAI's tokenizer (tiktoken), written for JavaScript's RegExp.
 *
 * Two translations. Possessive quantifiers, which JavaScript lacks, become
 * the equivalent alternations (the form gpt-tokenizer uses). And `\s`
 * becomes Unicode's White_Space, which is what it means to tiktoken's Rust
 * regex: JavaScript's `\s` also matches U+FEFF (the byte-order mark) and
 * misses U+0085 (next line), and with it about one text in twenty of mixed
 * white space splits differently from OpenAI's and is counted differently
 * (tests/integration/platform/adapters/tokenizer.test.ts checks against
 * tiktoken itself).
 */

/** Unicode's White_Space property. */
const SPACE = String.raw`\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`;
/** 's 'd 'm 't 'll 've 're, in any case. */
const CONTRACTION = String.raw`'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`;

const pattern = (alternatives: readonly string[]) => new RegExp(alternatives.join('|'), 'gu');

/** cl100k_base: gpt-4, gpt-3.5, the embeddings models. */
export const CL100K_SPLIT = pattern([
  CONTRACTION,
  String.raw`[^\r\n\p{L}\p{N}]?\p{L}+`,
  String.raw`\p{N}{1,3}`,
  String.raw` ?[^${SPACE}\p{L}\p{N}]+[\r\n]*`,
  String.raw`[${SPACE}]+$`,
  String.raw`[${SPACE}]*[\r\n]`,
  String.raw`[${SPACE}]+(?![^${SPACE}])`,
  String.raw`[${SPACE}]`,
]);

const UPPER = String.raw`[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`;
const LOWER = String.raw`[\p{Ll}\p{Lm}\p{Lo}\p{M}]`;

/** o200k_base: gpt-4o, gpt-4.1, gpt-5, the o-series. */
export const O200K_SPLIT = pattern([
  String.raw`[^\r\n\p{L}\p{N}]?${UPPER}*${LOWER}+(?:${CONTRACTION})?`,
  String.raw`[^\r\n\p{L}\p{N}]?${UPPER}+${LOWER}*(?:${CONTRACTION})?`,
  String.raw`\p{N}{1,3}`,
  String.raw` ?[^${SPACE}\p{L}\p{N}]+[\r\n/]*`,
  String.raw`[${SPACE}]*[\r\n]+`,
  String.raw`[${SPACE}]+(?![^${SPACE}])`,
  String.raw`[${SPACE}]+`,
]);
