import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from 'graphql-yoga';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  validate,
  type ASTVisitor,
  type FieldNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { allows } from '../../platform/actor';
import type { GraphqlContext } from '../../platform/graphql/context';

/**
 * What one GraphQL request may ask for. Each limit is checked before anything
 * runs (parse or validation), over HTTP, SSE and graphql-ws alike (ws.ts runs
 * the same envelop pipeline), and a request over one answers a GraphQL error.
 * The console's largest document is far under each (the console and GraphQL
 * tests run with these limits).
 */
export const GRAPHQL_LIMITS = {
  /**
   * Lexical tokens in a document, counted while parsing, so an oversized or
   * 10,000-deep document is refused before graphql-js's recursive parser can
   * overflow the stack (which answered 500). The largest console document is a
   * few hundred tokens.
   */
  tokens: 2_000,
  /** Nesting of selections: the schema's own graphs are at most about 5 deep; introspection is not counted. */
  depth: 10,
  /** Aliases per operation: 1,000 aliases of `tokens` stalled the process for seconds; the console uses none. */
  aliases: 15,
  /**
   * Estimated cost (GraphQL Armor's: 2 per object, 1 per scalar, times 1.5
   * per level of depth): a ceiling on the work one document asks for that
   * catches wide selections the alias and depth limits let through.
   */
  cost: 5_000,
  /**
   * Fields with a `count` argument (createTokens, createRedemptions) per
   * operation. Each is capped by the application (100, as REST), so one per
   * request keeps a request to that cap: ten aliases of
   * `createTokens(count: 100)` took 35 s.
   */
  batchFields: 1,
} as const;

/** At most GRAPHQL_LIMITS.batchFields fields taking `count` in one operation. */
export const maxBatchFieldsRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let seen = 0;
  return {
    OperationDefinition: {
      enter() {
        seen = 0;
      },
    },
    Field(node: FieldNode) {
      if (!node.arguments?.some((argument) => argument.kind === Kind.ARGUMENT && argument.name.value === 'count')) return;
      seen += 1;
      if (seen === GRAPHQL_LIMITS.batchFields + 1) {
        context.reportError(new GraphQLError(`at most ${GRAPHQL_LIMITS.batchFields} batch field (one taking \`count\`) per request`, { nodes: [node] }));
      }
    },
  };
};

/**
 * Introspection only for admins (production): the console's types come from
 * codegen, not the live schema. The caller is known only once the context is
 * built, after validation, so this looks at the document when it executes.
 */
function adminOnlyIntrospection(): Plugin<GraphqlContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Partial<GraphqlContext>;
      if (context.actor && allows('admin', context.actor)) return;
      const refused = validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]);
      if (refused.length > 0) setResultAndStopExecution({ errors: refused });
    },
  };
}

/**
 * The limits as Yoga plugins, and in production (`NODE_ENV=production`) no
 * field suggestions ("Did you mean …?" spells out the schema) and
 * introspection for admins only.
 */
export function graphqlLimitPlugins(production: boolean): Plugin<GraphqlContext>[] {
  const plugins: Plugin<GraphqlContext>[] = [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(maxBatchFieldsRule);
      },
    },
  ];
  if (production) plugins.push(blockFieldSuggestionsPlugin(), adminOnlyIntrospection());
  return plugins;
}
