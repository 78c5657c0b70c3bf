import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { allows } from '../actor';
import { AppError } from '../errors';
import type { GraphqlContext } from './context';

/**
 * Every root field must say who may call it with `authScopes`; the schema
 * check in schema.ts refuses to build a schema with a root field that does not.
 */
export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  AuthScopes: { public: boolean; user: boolean; admin: boolean; root: boolean };
  DefaultFieldNullability: false;
  Scalars: { Quota: { Input: number; Output: number } };
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
        ? (ctx.actor.refused ?? new AppError('unauthenticated', 'sign in to do this'))
        : new AppError('forbidden', 'your role does not allow this'),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** Integer quota units: past GraphQL's 32-bit Int (a balance of $5,000 is 2.5 billion units), within JSON's safe integers. */
builder.scalarType('Quota', {
  description: 'A whole number of quota units (500,000 per US dollar by default), up to 2^53 - 1 in size.',
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not a whole number of quota units: ${String(value)}`);
    return value;
  },
  parseValue: (value) => {
    // A GraphQLError, so graphql-js keeps its code when it reports the bad variable.
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new GraphQLError('a quota amount is a whole number', { extensions: { code: 'BAD_USER_INPUT' } });
    return value;
  },
});
