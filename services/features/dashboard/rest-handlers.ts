import type { App } from '../../platform/app';
import type { RestHandler, RestRequest } from '../../platform/rest/route';
import type { DashboardWhose, UsagePoint } from './dashboard-app';

/*
 * `/api/data/` and `/api/data/self` (server-behaviour section 2's route
 * table): the established names in and out. They answer hours, as the
 * established gateway does (its console sums days and weeks itself);
 * GraphQL sums them on the server.
 */

/**
 * A row as the established clients read it (its QuotaData): `created_at` is
 * the start of the hour in unix seconds, `token_used` the prompt and
 * completion tokens, `count` the requests. Every user's usage summed per
 * model has `user_id` 0 and `username` '', as the established answer without
 * a username has them. `id` is the row's place in the answer (1, 2, …): the
 * established id is a database row number nothing else refers to.
 */
const quotaDataWire = (point: UsagePoint, id: number) => ({
  id,
  user_id: point.userId ?? 0,
  username: point.username ?? '',
  model_name: point.modelName,
  created_at: Math.floor(point.bucket.getTime() / 1000),
  token_used: point.promptTokens + point.completionTokens,
  count: point.requests,
  quota: point.quota,
});

const usage =
  (whose: DashboardWhose): RestHandler =>
  async (request: RestRequest, app: App) => {
    const get = (name: string) => request.query.get(name) ?? undefined;
    const dashboard = await app.dashboard.usage(request.actor, whose, {
      granularity: 'hour',
      startTimestamp: get('start_timestamp'),
      endTimestamp: get('end_timestamp'),
      username: whose === 'all' ? get('username') : undefined,
    });
    return dashboard.points.map((point, i) => quotaDataWire(point, i + 1));
  };

export const allUsage = usage('all');
export const ownUsage = usage('self');
