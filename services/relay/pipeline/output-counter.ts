/*
 * The output text of a stream, kept to count its tokens when upstream
 * reports no usage, in bounded memory (used by the stream trackers in
 * stream-tracker.ts). Pure.
 */

const NL = 10;
const CR = 13;

/** Counts tokens of text (count-tokens.ts's `Encoder`). */
export type CountTokens = (text: string) => number;

/**
 * The output text of a stream, kept to count it when upstream reports no
 * usage. Memory stays bounded however long the stream runs: text is held
 * until it passes `maxChars`, then the older part (up to a whitespace, so
 * words are not cut) is counted and let go, keeping only its token count.
 * Short answers are never tokenized unless their count is needed; long ones
 * are tokenized a slice at a time as they stream (a 64 Ki-character slice
 * takes a few milliseconds, docs/tokenizer.md).
 */
export class OutputCounter {
  private parts: string[] = [];
  private held = 0;
  private counted = 0;

  constructor(
    private readonly count: CountTokens,
    private readonly maxChars: number,
  ) {}

  add(text: string): void {
    if (text === '') return;
    this.parts.push(text);
    this.held += text.length;
    if (this.held > this.maxChars) this.countOlderPart();
  }

  private countOlderPart(): void {
    const text = this.parts.join('');
    let cut = -1;
    for (let i = text.length - 1; i >= text.length >> 1; i--) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === NL || c === 9 || c === CR) {
        cut = i;
        break;
      }
    }
    if (cut === -1) {
      // No whitespace in the newer half (CJK text): cut in the middle, between two whole characters.
      cut = text.length >> 1;
      if (cut > 0 && (text.charCodeAt(cut - 1) & 0xfc00) === 0xd800) cut--;
    }
    this.counted += this.count(text.slice(0, cut));
    const rest = text.slice(cut);
    this.parts = [rest];
    this.held = rest.length;
  }

  /** Tokens of all the text seen so far. */
  tokens(): number {
    return this.held === 0 ? this.counted : this.counted + this.count(this.parts.join(''));
  }
}
