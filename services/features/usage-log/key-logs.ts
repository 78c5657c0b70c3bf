import { AppError } from '../../platform/errors';
import { secretHash } from '../../platform/crypto/secrets';
import type { SqlDatabase } from '../../platform/ports/sql';
import { findRelayToken } from '../tokens';
import { checkLogFilter, type LogFilter } from './log-filter';
import { selectLogs, userEnabled } from './log-records';
import { logView, type LogView } from './log-view';

/*
 * `GET /api/log/token` (server-behaviour 9, 1.2 TokenAuthReadOnly): the
 * last 1,000 rows of one API token, for whoever holds its key, shown as its
 * owner sees their own log. The key is taken as the established gateway
 * takes it (`Bearer ` and `sk-` stripped, anything from the first `-` on
 * dropped) and looked up by its hash whatever the token's status, expiry or
 * quota; a key whose owner is disabled is refused.
 */

export const KEY_LOG_LIMIT = 1_000;

/** The key an Authorization header carries, as the read-only key calls read it; null when there is none. */
export function readOnlyKeyOf(authorization: string | null): string | null {
  const value = authorization?.trim().replace(/^bearer\s+/i, '') ?? '';
  const key = value.replace(/^sk-/, '').split('-')[0]!;
  return key === '' ? null : key;
}

export async function logsForKey(
  deps: { readonly db: SqlDatabase; readonly unlogged: (filter: LogFilter) => Promise<LogFilter> },
  authorization: string | null,
): Promise<LogView[]> {
  const key = readOnlyKeyOf(authorization);
  if (key === null) throw new AppError('unauthenticated', '未提供 Authorization 请求头');
  const token = await findRelayToken(deps.db, secretHash(key));
  if (!token) throw new AppError('unauthenticated', '无效的令牌');
  if (!(await userEnabled(deps.db, token.userId))) throw new AppError('forbidden', '用户已被封禁');
  const filter = await deps.unlogged({ ...checkLogFilter({}, { kind: 'self', userId: token.userId }), tokenId: token.id });
  const records = await selectLogs(deps.db, filter, { limit: KEY_LOG_LIMIT, offset: 0 });
  return records.map((record) => logView(record, true));
}
