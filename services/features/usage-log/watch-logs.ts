import { currentActor } from '../accounts';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { parseLogOrder } from '../../platform/event-store/log-order';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from '../../platform/ports/pubsub';
import type { SqlDatabase } from '../../platform/ports/sql';
import { checkLogFilter, type LogFilter, type LogFilterInput, type LogScope } from './log-filter';
import { latestLogOrder, selectLogsAfter } from './log-records';
import { logView, type LogView } from './log-view';

/*
 * The live feed of new log rows (issue 17 item 7): after each committed
 * round of the usage log projection (a notice on PROJECTION_CHANGED_TOPIC,
 * through Redis across instances when configured), the rows that match the
 * filter after the last one sent, in log order. Rows reach the table in log
 * order, one committed round at a time, so reading "after the cursor" never
 * skips a row nor sends one twice, and a client that reconnects with the
 * cursor of the last row it got receives exactly what it missed. Who the
 * caller is, is checked against the database before every batch: a user
 * disabled or demoted mid-feed stops receiving it.
 */

const BATCH = 100;

export interface WatchDeps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
  /** Keeps out the rows made while their log was switched off. */
  readonly unlogged: (filter: LogFilter) => Promise<LogFilter>;
}

export async function* watchLogs(
  deps: WatchDeps,
  actor: Actor,
  scopeOf: (actor: Actor) => LogScope,
  input: LogFilterInput & { readonly after?: unknown },
  signal: AbortSignal,
): AsyncGenerator<LogView> {
  const check = async () => deps.unlogged(checkLogFilter(input, scopeOf(await currentActor(deps.db, actor))));
  let filter = await check();
  const given = input.after === undefined || input.after === null || input.after === '' ? null : parseLogOrder(input.after);
  if (given === null && !(input.after === undefined || input.after === null || input.after === ''))
    throw new AppError('invalid', 'after must be a cursor the feed sent');
  // Listening before the first read (asking for the first notice starts the subscription), so no round commits unseen between the two.
  const notices = deps.pubsub.subscribe(PROJECTION_CHANGED_TOPIC, signal)[Symbol.asyncIterator]();
  const listen = () => {
    const next = notices.next();
    next.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled while rows are sent
    return next;
  };
  let nextNotice = listen();
  let cursor = given ?? (await latestLogOrder(deps.db));
  const forOwner = filter.scope.kind === 'self';
  const drain = async function* (): AsyncGenerator<LogView> {
    for (;;) {
      const rows = await selectLogsAfter(deps.db, filter, cursor, BATCH);
      for (const row of rows) {
        cursor = row.log_order;
        yield logView(row, forOwner);
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
      if ((notice.value as ProjectionChanged).projection !== 'usage_logs') continue;
      filter = await check();
      yield* drain();
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    await notices.return?.();
  }
}
