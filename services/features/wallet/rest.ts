import { positiveId } from '../../platform/input-checks';
import { RestDownload, type RestHandler, type RestRoute } from '../../platform/rest/route';

/** `?user_id=` as a number, absent when not given. */
function userIdParam(query: URLSearchParams): number | undefined {
  const raw = query.get('user_id');
  if (raw === null || raw === '') return undefined;
  return positiveId(raw, 'user_id');
}

/**
 * `GET /api/ledger/export?user_id=&from=&to=`: the ledger entries in range as
 * CSV with running balances (times ISO-8601; `from` inclusive, `to`
 * exclusive). Users export their own; admins one user, or all without user_id.
 */
export const exportLedger: RestHandler = async (request, app) => {
  const userId = userIdParam(request.query);
  const from = request.query.get('from') || null;
  const to = request.query.get('to') || null;
  const lines = await app.ledger.exportCsv(request.actor, { userId, from, to });
  const name = `ledger-${userId ?? 'all'}${from ? `-from-${from.slice(0, 10)}` : ''}${to ? `-to-${to.slice(0, 10)}` : ''}.csv`;
  return new RestDownload('text/csv; charset=utf-8', name, lines);
};

/** The wallet's `/api` routes. */
export const WALLET_ROUTES: readonly RestRoute[] = [{ method: 'GET', path: '/api/ledger/export', access: 'user', handler: exportLedger }];
