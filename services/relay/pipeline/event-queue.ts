/*
 * The queue between an upstream stream and a client (StreamCacheQueueLength):
 * the relay reads upstream events into it and writes them to the client
 * from it, so a client that is briefly slower than the upstream does not
 * stall the upstream at once; and when the queue holds `limit` events the
 * relay stops reading the upstream until the client has taken some, so a
 * slow client never makes the relay hold more than that. Pure: no I/O and
 * no clock, only the promises its two sides wait on.
 */

/** Events held for a slow client when StreamCacheQueueLength is 0: a few screens of tokens, a few dozen KiB for typical chunks. */
export const DEFAULT_STREAM_QUEUE_EVENTS = 64;

/** The largest StreamCacheQueueLength the option accepts (schema/options/catalogue.ts). */
export const MAX_STREAM_QUEUE_EVENTS = 4096;

/** The bound the option gives: its value, or the default for 0. */
export const streamQueueLimit = (option: number): number => (option > 0 ? Math.min(Math.floor(option), MAX_STREAM_QUEUE_EVENTS) : DEFAULT_STREAM_QUEUE_EVENTS);

export class EventQueue<T> {
  private items: T[] = [];
  private ended = false;
  private failure: { readonly error: unknown } | null = null;
  private cancelled = false;
  private mostHeld = 0;
  private wakeTaker: (() => void) | null = null;
  private wakePutter: ((room: boolean) => void) | null = null;

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError('an event queue holds at least one event');
  }

  /** Events held now. */
  get length(): number {
    return this.items.length;
  }

  /** The most events held at once. */
  get peak(): number {
    return this.mostHeld;
  }

  /** Holding `limit` events: the producer waits for `room()` before the next. */
  get full(): boolean {
    return this.items.length >= this.limit;
  }

  /** Adds an event; only when not full (the producer checks `full`, and waits for room, first). */
  push(item: T): void {
    if (this.full) throw new RangeError('push to a full event queue: wait for room first');
    if (this.cancelled) return;
    this.items.push(item);
    if (this.items.length > this.mostHeld) this.mostHeld = this.items.length;
    this.wake();
  }

  /** Resolves true when there is room again, false when the consumer is gone (stop producing). */
  room(): Promise<boolean> {
    if (this.cancelled) return Promise.resolve(false);
    if (!this.full) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.wakePutter = resolve;
    });
  }

  /** The producer is done: the consumer gets what is held, then the end. */
  end(): void {
    this.ended = true;
    this.wake();
  }

  /** The producer failed: the consumer gets what is held, then this error. */
  fail(error: unknown): void {
    this.failure = { error };
    this.wake();
  }

  /** The consumer is gone: what is held is dropped and a producer waiting for room is told to stop. */
  cancel(): void {
    this.cancelled = true;
    this.items = [];
    this.wakePutter?.(false);
    this.wakePutter = null;
  }

  /**
   * Everything held, in order, once there is something; null once the
   * producer ended and all was taken; throws the producer's error once all
   * held before it was taken.
   */
  async take(): Promise<T[] | null> {
    while (this.items.length === 0 && !this.ended && this.failure === null) {
      await new Promise<void>((resolve) => {
        this.wakeTaker = resolve;
      });
    }
    if (this.items.length > 0) {
      const taken = this.items;
      this.items = [];
      this.wakePutter?.(true);
      this.wakePutter = null;
      return taken;
    }
    if (this.failure !== null) throw this.failure.error;
    return null;
  }

  private wake(): void {
    this.wakeTaker?.();
    this.wakeTaker = null;
  }
}
