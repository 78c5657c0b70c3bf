import { currentActor } from '../accounts';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { parseFeedCursor } from '../../platform/event-store/log-order';
import type { PubSub } from '../../platform/ports/pubsub';
import type { SqlDatabase } from '../../platform/ports/sql';
import { followReadModel } from '../../platform/read-model-feed';
import { checkLogFilter, type LogFilter, type LogFilterInput, type LogScope } from './log-filter';
import { latestLogOrder, selectLogsAfter } from './log-records';
import { logView, type LogView } from './log-view';

/*
 * The live feed of new log rows (issue 17 item 7), over the usage log read
 * model (platform/read-model-feed.ts says why nothing is lost or sent
 * twice). Who the caller is, is checked against the database before every
 * batch: a user disabled or demoted mid-feed stops receiving it.
 */

export interface WatchDeps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
  /** Keeps out the rows made while their log was switched off. */
  readonly unlogged: (filter: LogFilter) => Promise<LogFilter>;
}

const given = (after: unknown): string | null => {
  if (after === undefined || after === null || after === '') return null;
  const cursor = parseFeedCursor(after);
  if (cursor === null) throw new AppError('invalid', 'after must be a cursor the feed or a page sent');
  return cursor;
};

export async function* watchLogs(
  deps: WatchDeps,
  actor: Actor,
  scopeOf: (actor: Actor) => LogScope,
  input: LogFilterInput & { readonly after?: unknown },
  signal: AbortSignal,
): AsyncGenerator<LogView> {
  const check = async () => deps.unlogged(checkLogFilter(input, scopeOf(await currentActor(deps.db, actor))));
  let filter = await check();
  const after = given(input.after);
  const rows = followReadModel(
    {
      pubsub: deps.pubsub,
      projection: 'usage_logs',
      start: async () => after ?? (await latestLogOrder(deps.db)),
      readAfter: (cursor, limit) => selectLogsAfter(deps.db, filter, cursor, limit),
      cursorOf: (row) => row.log_order,
      beforeBatch: async () => {
        filter = await check();
      },
    },
    signal,
  );
  for await (const row of rows) yield logView(row, filter.scope.kind === 'self');
}
