import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from './ports/pubsub';

/*
 * A live feed over a read model that keeps each row's place in the log
 * (`log_order`, event-store/log-order.ts): after each committed round of
 * `projection` (the runner's notice, through Redis across instances), the
 * rows after the cursor, in log order. Rows reach the table in log order one
 * committed round at a time, so reading "after the cursor" never skips a row
 * nor sends one twice, and a client that reconnects with the cursor of the
 * last row it got receives exactly what it missed.
 */

export interface FeedSource<Row> {
  readonly pubsub: PubSub;
  /** The projection whose notices wake the feed. */
  readonly projection: string;
  /** Where to start: a cursor the client sent, or the newest place (a feed from now). */
  start(): Promise<string>;
  /** Up to `limit` rows after `cursor`, in log order; called again while full pages come back. */
  readAfter(cursor: string, limit: number): Promise<readonly Row[]>;
  cursorOf(row: Row): string;
  /** Runs before each batch after a notice: re-checks who the caller is (it may throw to end the feed). */
  beforeBatch(): Promise<void>;
}

const BATCH = 100;

export async function* followReadModel<Row>(source: FeedSource<Row>, signal: AbortSignal): AsyncGenerator<Row> {
  // Listening before the first read (asking for the first notice starts the subscription), so no round commits unseen between the two.
  const notices = source.pubsub.subscribe(PROJECTION_CHANGED_TOPIC, signal)[Symbol.asyncIterator]();
  const listen = () => {
    const next = notices.next();
    next.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled while rows are sent
    return next;
  };
  let nextNotice = listen();
  let cursor = await source.start();
  const drain = async function* (): AsyncGenerator<Row> {
    for (;;) {
      const rows = await source.readAfter(cursor, BATCH);
      for (const row of rows) {
        cursor = source.cursorOf(row);
        yield row;
      }
      if (rows.length < BATCH) return;
    }
  };
  try {
    yield* drain();
    for (;;) {
      const notice = await nextNotice;
      if (notice.done) return;
      nextNotice = listen();
      if ((notice.value as ProjectionChanged).projection !== source.projection) continue;
      await source.beforeBatch();
      yield* drain();
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    await notices.return?.();
  }
}
