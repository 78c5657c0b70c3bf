import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import './types/accounts';
import './types/oauth';
import './types/email';
import './types/activity';
import './types/ledger';
import './types/options';
import './types/redemptions';
import './types/topup';
import './types/channels';
import './types/channel-groups';
import './types/channel-keys';
import './types/channel-probe';
import './types/pricing';
import './types/tokens';
import './types/status';

/**
 * Deny by default: a root field without `authScopes` is a programming error,
 * caught when the schema is built rather than by a caller.
 */
export function assertEveryRootFieldDeclaresAccess(schema: GraphQLSchema): void {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
      if (options?.authScopes === undefined) missing.push(`${root.name}.${field.name}`);
    }
  }
  if (missing.length > 0) throw new Error(`GraphQL root fields without authScopes: ${missing.join(', ')}`);
}

export function buildSchema(): GraphQLSchema {
  const schema = builder.toSchema();
  assertEveryRootFieldDeclaresAccess(schema);
  return schema;
}

export function printSortedSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
