import type { HttpMethod, RestRoute } from '../../platform/rest/route';
import { REST_ROUTES } from '../rest/routes';

/*
 * The one guard table (RELIABILITY T14, T21). An operation's guards are
 * declared once, on its REST route (`limit: 'critical'`, `thisSiteOnly`),
 * which is what the REST router reads. The table below names, per guarded
 * operation, its REST route(s) and the GraphQL mutation(s) that do the same
 * work; each mutation takes its guards from those routes, so the second
 * transport is never a way around the first and the two cannot drift.
 * Building the table refuses (at start-up, and in
 * tests/unit/transport/guards.test.ts) a guarded route with no entry, an
 * entry naming a route that does not exist, and one operation whose routes
 * disagree.
 */

/** The guards checked before authentication and before any handler or resolver runs. */
export interface Guards {
  /**
   * Counts against the per-address critical limit (CRITICAL_RATE_LIMIT):
   * sign-in, setup, register, password reset, e-mail codes, redeeming: the
   * calls credential stuffing and mail floods aim at (T21).
   */
  readonly critical: boolean;
  /**
   * Refused when the browser says another site sent it: the calls that start
   * a session with nothing bound to this browser (login CSRF, T14), and setup.
   */
  readonly thisSiteOnly: boolean;
}

export const NO_GUARDS: Guards = { critical: false, thisSiteOnly: false };

/** A REST route's guards, as it declares them. */
export function guardsOfRoute(route: Pick<RestRoute, 'limit' | 'thisSiteOnly'>): Guards {
  return { critical: route.limit === 'critical', thisSiteOnly: route.thisSiteOnly === true };
}

type RouteKey = `${HttpMethod} ${string}`;

export interface GuardedOperation {
  /** Its REST routes, `METHOD /path` as the route table writes them. */
  readonly rest: readonly RouteKey[];
  /** The GraphQL mutations that do the same work. */
  readonly graphql: readonly string[];
}

/** Every operation with a guard, keyed by what it does. */
export const GUARDED_OPERATIONS: Readonly<Record<string, GuardedOperation>> = {
  setup: { rest: ['POST /api/setup'], graphql: ['setup'] },
  register: { rest: ['POST /api/user/register'], graphql: ['register'] },
  login: { rest: ['POST /api/user/login'], graphql: ['login'] },
  logout: { rest: ['GET /api/user/logout'], graphql: ['logout'] },
  redeemCode: { rest: ['POST /api/user/topup'], graphql: ['redeemCode'] },
  sendVerificationCode: { rest: ['GET /api/verification'], graphql: ['sendVerificationCode'] },
  sendPasswordReset: { rest: ['GET /api/reset_password'], graphql: ['sendPasswordReset'] },
  resetPassword: { rest: ['POST /api/user/reset'], graphql: ['resetPassword'] },
  bindEmail: { rest: ['GET /api/oauth/email/bind'], graphql: ['bindEmail'] },
  oauthState: { rest: ['GET /api/oauth/state'], graphql: ['oauthState'] },
  oauthSignIn: { rest: ['GET /api/oauth/github', 'GET /api/oauth/oidc', 'GET /api/oauth/linuxdo'], graphql: ['oauthSignIn'] },
  wechatSignIn: { rest: ['GET /api/oauth/wechat'], graphql: ['wechatSignIn'] },
  wechatBind: { rest: ['GET /api/oauth/wechat/bind'], graphql: ['wechatBind'] },
  telegramSignIn: { rest: ['GET /api/oauth/telegram/login'], graphql: ['telegramSignIn'] },
  telegramBind: { rest: ['GET /api/oauth/telegram/bind'], graphql: ['telegramBind'] },
};

export interface GuardTable {
  /** Per operation: its routes, its mutations and the guards they share. */
  readonly operations: ReadonlyMap<string, GuardedOperation & { readonly guards: Guards }>;
  /** Per mutation name: the guards of the operation it belongs to. */
  readonly mutations: ReadonlyMap<string, Guards>;
}

const routeKey = (route: Pick<RestRoute, 'method' | 'path'>): RouteKey => `${route.method} ${route.path}`;
const same = (a: Guards, b: Guards): boolean => a.critical === b.critical && a.thisSiteOnly === b.thisSiteOnly;

/** The table over a route table; throws on any drift between the two. */
export function buildGuardTable(routes: readonly RestRoute[], operations: Readonly<Record<string, GuardedOperation>> = GUARDED_OPERATIONS): GuardTable {
  const byKey = new Map(routes.map((route) => [routeKey(route), route]));
  const operationOfRoute = new Map<string, string>();
  const table = new Map<string, GuardedOperation & { guards: Guards }>();
  const mutations = new Map<string, Guards>();
  for (const [name, operation] of Object.entries(operations)) {
    if (operation.rest.length === 0) throw new Error(`guarded operation ${name} names no REST route to take its guards from`);
    let guards: Guards | null = null;
    for (const key of operation.rest) {
      const route = byKey.get(key);
      if (!route) throw new Error(`guarded operation ${name} names ${key}, which is not in the route table`);
      const claimed = operationOfRoute.get(key);
      if (claimed !== undefined) throw new Error(`${key} is named by both ${claimed} and ${name}`);
      operationOfRoute.set(key, name);
      const own = guardsOfRoute(route);
      if (guards !== null && !same(guards, own)) throw new Error(`the routes of ${name} declare different guards (${key})`);
      guards = own;
    }
    for (const mutation of operation.graphql) {
      if (mutations.has(mutation)) throw new Error(`mutation ${mutation} is named by two guarded operations`);
      mutations.set(mutation, guards!);
    }
    table.set(name, { ...operation, guards: guards! });
  }
  for (const route of routes) {
    const guards = guardsOfRoute(route);
    if ((guards.critical || guards.thisSiteOnly) && !operationOfRoute.has(routeKey(route))) {
      throw new Error(`${routeKey(route)} has guards but no entry in GUARDED_OPERATIONS: name its GraphQL twin there`);
    }
  }
  return { operations: table, mutations };
}

/** The table of the gateway's own routes, built (and checked) once. */
export const GUARD_TABLE: GuardTable = buildGuardTable(REST_ROUTES);

/** A mutation's guards; none for a mutation the table does not name. */
export const guardsOfMutation = (name: string): Guards => GUARD_TABLE.mutations.get(name) ?? NO_GUARDS;
