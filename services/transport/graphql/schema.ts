import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from '../../platform/graphql/builder';
import '../../features/accounts/graphql';
import '../../features/activity/graphql';
import '../../features/channel-health/graphql';
import '../../features/channels/graphql';
import '../../features/dashboard/graphql';
import '../../features/options/graphql';
import '../../features/pricing/graphql';
import '../../features/redemptions/graphql';
import '../../features/status/graphql';
import '../../features/tasks/graphql';
import '../../features/tokens/graphql';
import '../../features/topup/graphql';
import '../../features/usage-log/graphql';
import '../../features/wallet/graphql';

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
