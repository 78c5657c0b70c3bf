/*
 * Server-sent events from an upstream, as they arrive (hot path, pure):
 * `SseParser` turns chunks (bytes or text) into complete events by the
 * WHATWG event-stream rules: lines end in `\n`, `\r\n` or `\r`; `data:`
 * lines join with `\n`; `event:`, `id:`, `retry:`; `:` comments (keep-alive
 * pings such as OpenRouter's `: OPENROUTER PROCESSING`); a blank line ends
 * an event; a UTF-8 character or a `\r\n` split across chunks is put back
 * together. Each character is scanned once: only new text is searched for
 * line ends, and an unfinished line is kept in the pieces it came in and
 * joined once, so a huge event arriving in many small chunks costs what its
 * length costs, not its length squared. Each event keeps the
 * exact text it arrived as (`raw`), so the relay forwards it untouched, drops
 * it, or replaces it (the stream trackers, stream-tracker.ts, decide which).
 */

/** One event of an event stream. */
export interface SseEvent {
  /** The `event:` field; undefined without one (a plain "message"). */
  readonly event: string | undefined;
  /** The `data:` lines joined with `\n`; undefined when the block had no data line (a ping). */
  readonly data: string | undefined;
  readonly id: string | undefined;
  readonly retry: number | undefined;
  /** Comment lines, without the colon and one leading space. */
  readonly comments: readonly string[];
  /** The block as it arrived: its lines and the blank line that ended it. */
  readonly raw: string;
}

export interface SseParserOptions {
  /** The largest event (its unfinished line included) held before the parser gives up; 16 MiB of text by default. */
  readonly maxEventChars?: number;
}

/** An upstream sent an event larger than `maxEventChars` (or a line that never ends). */
export class SseEventTooLargeError extends Error {}

const NL = 10;
const CR = 13;

/**
 * Incremental event-stream parser. `push` each chunk as it arrives and
 * forward the events it returns; `end` when upstream closes.
 *
 * A chunk that ends exactly on a `\r` keeps that line back until the next
 * chunk (or `end`) shows whether a `\n` follows, so a `\r\n` split across
 * chunks is one line end, never two. At `end`, a last event whose blank line
 * never came is still returned (upstreams often end on `data: [DONE]\n`); if
 * it was cut in the middle, its data is the cut text and the trackers find
 * it is not JSON.
 */
export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly maxEventChars: number;
  /** The unfinished line, in the pieces it came in (joined once, when its line end comes). */
  private pending: string[] = [];
  private pendingLength = 0;
  /** The unfinished line ended on a `\r`, held back until the next chunk shows whether `\n` follows. */
  private pendingCr = false;
  private started = false;
  private ended = false;
  // The event being read.
  private raw = '';
  private data: string | undefined;
  private event: string | undefined;
  private id: string | undefined;
  private retry: number | undefined;
  private comments: string[] = [];

  constructor(options: SseParserOptions = {}) {
    this.maxEventChars = options.maxEventChars ?? 16 * 1024 * 1024;
  }

  /** Feeds one chunk; returns the events it completed, in order. */
  push(chunk: Uint8Array | string): SseEvent[] {
    if (this.ended) throw new Error('SseParser: push after end');
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (!this.started && text !== '') {
      this.started = true;
      // TextDecoder drops a leading byte-order mark; a string may still have one.
      if (typeof chunk === 'string' && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const events: SseEvent[] = [];
    this.consume(text, false, events);
    return events;
  }

  /** The stream is over: returns what the end completes. */
  end(): SseEvent[] {
    if (this.ended) return [];
    const events: SseEvent[] = [];
    this.consume(this.decoder.decode(), true, events);
    this.ended = true;
    if (this.pendingLength > 0) {
      const last = this.takePending('');
      this.take(last, last, events);
    }
    if (this.raw !== '') this.dispatch(events);
    return events;
  }

  /** The unfinished line with `tail` added, and nothing left pending. */
  private takePending(tail: string): string {
    const line = this.pending.length === 0 ? tail : this.pending.join('') + tail;
    this.pending = [];
    this.pendingLength = 0;
    return line;
  }

  /**
   * Splits `text` into lines. Only the new text is searched for line ends
   * (the unfinished line has none), and each \n and \r is found once.
   */
  private consume(text: string, final: boolean, events: SseEvent[]): void {
    let start = 0;
    if (this.pendingCr) {
      if (text === '' && !final) return;
      this.pendingCr = false;
      const crlf = text.charCodeAt(0) === NL;
      const line = this.takePending('');
      this.take(line, line + (crlf ? '\r\n' : '\r'), events);
      start = crlf ? 1 : 0;
    }
    const length = text.length;
    let nextNl = -2;
    let nextCr = -2;
    for (;;) {
      if (nextNl !== -1 && nextNl < start) nextNl = text.indexOf('\n', start);
      if (nextCr !== -1 && nextCr < start) nextCr = text.indexOf('\r', start);
      const at = nextNl === -1 ? nextCr : nextCr === -1 ? nextNl : Math.min(nextNl, nextCr);
      if (at === -1) break;
      let end = at + 1;
      if (text.charCodeAt(at) === CR) {
        if (at + 1 === length && !final) {
          // Is it \r\n? The next chunk tells.
          this.pending.push(text.slice(start, at));
          this.pendingLength += at - start;
          this.pendingCr = true;
          this.checkSize();
          return;
        }
        if (text.charCodeAt(at + 1) === NL) end = at + 2;
      }
      const line = this.takePending(text.slice(start, at));
      this.take(line, line + text.slice(at, end), events);
      start = end;
    }
    if (start < length) {
      this.pending.push(start === 0 ? text : text.slice(start));
      this.pendingLength += length - start;
    }
    this.checkSize();
  }

  private checkSize(): void {
    if (this.raw.length + this.pendingLength > this.maxEventChars) {
      throw new SseEventTooLargeError(`an upstream event exceeds ${this.maxEventChars} characters`);
    }
  }

  /** One whole line (`line` without its line end, `raw` with it). */
  private take(line: string, raw: string, events: SseEvent[]): void {
    if (line === '') {
      if (this.raw !== '') {
        this.raw += raw;
        this.dispatch(events);
      }
      // A blank line with no event before it ends nothing and is not forwarded.
      return;
    }
    this.raw += raw;
    const colon = line.indexOf(':');
    if (colon === 0) {
      this.comments.push(line.charCodeAt(1) === 32 ? line.slice(2) : line.slice(1));
      return;
    }
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    switch (name) {
      case 'data':
        this.data = this.data === undefined ? value : `${this.data}\n${value}`;
        break;
      case 'event':
        this.event = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      // Other fields are ignored, as the standard says.
    }
  }

  private dispatch(events: SseEvent[]): void {
    events.push({ event: this.event, data: this.data, id: this.id, retry: this.retry, comments: this.comments, raw: this.raw });
    this.raw = '';
    this.data = undefined;
    this.event = undefined;
    this.id = undefined;
    this.retry = undefined;
    this.comments = [];
  }
}
