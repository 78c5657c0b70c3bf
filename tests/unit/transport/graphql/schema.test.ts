import { readFile } from 'node:fs/promises';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SDL_PATH } from '../../../../services/tools/print-schema';
import { assertEveryRootFieldDeclaresAccess, buildSchema, printSortedSchema } from '../../../../services/transport/graphql/schema';

describe('GraphQL schema', () => {
  it('matches the committed schema/graphql/schema.graphql (run `npm run codegen` after changing types)', async () => {
    const committed = await readFile(SDL_PATH, 'utf8');
    expect(printSortedSchema(buildSchema())).toBe(committed);
  });

  it('refuses to build when a root field does not declare who may call it', () => {
    const unguarded = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          guarded: { type: GraphQLString, extensions: { pothosOptions: { authScopes: { public: true } } } },
          leaky: { type: GraphQLString },
        },
      }),
    });
    expect(() => assertEveryRootFieldDeclaresAccess(unguarded)).toThrow('GraphQL root fields without authScopes: Query.leaky');
  });
});
