import { describe, expect, it } from 'vitest';
import type { RestRoute } from '../../../services/platform/rest/route';
import { buildGuardTable, GUARD_TABLE, GUARDED_OPERATIONS, guardsOfMutation, guardsOfRoute } from '../../../services/transport/auth/guards';
import { buildSchema } from '../../../services/transport/graphql/schema';
import { REST_ROUTES } from '../../../services/transport/rest/routes';

/*
 * The one guard table (services/transport/auth/guards.ts): every guarded REST
 * route and its GraphQL twin carry the same guards, and the table names only
 * routes and mutations that exist.
 */

const key = (route: RestRoute) => `${route.method} ${route.path}`;
const routes = new Map(REST_ROUTES.map((route) => [key(route), route]));
const mutationNames = new Set(Object.keys(buildSchema().getMutationType()?.getFields() ?? {}));

describe('the guard table', () => {
  it('names only REST routes and GraphQL mutations that exist', () => {
    for (const [name, operation] of Object.entries(GUARDED_OPERATIONS)) {
      for (const route of operation.rest) expect(routes.has(route), `${name}: ${route}`).toBe(true);
      for (const mutation of operation.graphql) expect(mutationNames.has(mutation), `${name}: mutation ${mutation}`).toBe(true);
    }
  });

  it('gives every guarded REST route a GraphQL twin with the same guards', () => {
    const guarded = REST_ROUTES.filter((route) => route.limit === 'critical' || route.thisSiteOnly === true);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const operation = [...GUARD_TABLE.operations.values()].find((o) => o.rest.includes(key(route) as never));
      expect(operation, `${key(route)} is in the table`).toBeDefined();
      expect(operation!.graphql.length, `${key(route)} has a GraphQL twin`).toBeGreaterThan(0);
      for (const mutation of operation!.graphql) expect(guardsOfMutation(mutation), `${key(route)} and ${mutation}`).toEqual(guardsOfRoute(route));
    }
  });

  it('holds the guards the two transports had before the table (issue 12: no behaviour change)', () => {
    const mutations = (pick: (g: ReturnType<typeof guardsOfMutation>) => boolean) => [...mutationNames].filter((name) => pick(guardsOfMutation(name))).sort();
    expect(mutations((g) => g.critical)).toEqual(
      [
        'setup',
        'register',
        'login',
        'redeemCode',
        'sendVerificationCode',
        'sendPasswordReset',
        'resetPassword',
        'bindEmail',
        'oauthState',
        'oauthSignIn',
        'wechatSignIn',
        'wechatBind',
        'telegramSignIn',
        'telegramBind',
      ].sort(),
    );
    // Sign-out joined the same-site calls in issue 13 (item 8): a cross-site link must not end a session.
    expect(mutations((g) => g.thisSiteOnly)).toEqual(['login', 'logout', 'setup', 'telegramSignIn', 'wechatSignIn']);
    expect(guardsOfMutation('logout')).toEqual({ critical: false, thisSiteOnly: true });
  });

  it('refuses to build when the routes and the table drift apart', () => {
    const handler: RestRoute['handler'] = async () => null;
    const signIn: RestRoute = { method: 'POST', path: '/api/sign-in', access: 'public', limit: 'critical', handler };
    const twin = { signIn: { rest: ['POST /api/sign-in' as const], graphql: ['signIn'] } };
    expect(buildGuardTable([signIn], twin).mutations.get('signIn')).toEqual({ critical: true, thisSiteOnly: false });
    expect(() => buildGuardTable([signIn], {})).toThrow('POST /api/sign-in has guards but no entry in GUARDED_OPERATIONS');
    expect(() => buildGuardTable([], twin)).toThrow('guarded operation signIn names POST /api/sign-in, which is not in the route table');
    const other: RestRoute = { method: 'GET', path: '/api/sign-in', access: 'public', limit: 'critical', thisSiteOnly: true, handler };
    expect(() => buildGuardTable([signIn, other], { signIn: { rest: ['POST /api/sign-in', 'GET /api/sign-in'], graphql: ['signIn'] } })).toThrow(
      'the routes of signIn declare different guards',
    );
  });
});
