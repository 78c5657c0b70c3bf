import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { allows } from '../../shared/actor';
import { AppError } from '../../shared/errors';
import type { GraphqlContext } from './context';

/**
 * Every root field must say who may call it with `authScopes`; the schema
 * check in schema.ts refuses to build a schema with a root field that does not.
 */
export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  AuthScopes: { public: boolean; user: boolean; admin: boolean; root: boolean };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      user: allows('user', ctx.actor),
      admin: allows('admin', ctx.actor),
      root: allows('root', ctx.actor),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.actor.kind === 'anonymous'
        ? new AppError('unauthenticated', 'sign in to do this')
        : new AppError('forbidden', 'your role does not allow this'),
  },
});

builder.queryType({});
builder.subscriptionType({});
