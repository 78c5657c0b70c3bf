import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { guardsOfMutation } from '../auth/guards';
import { CROSS_SITE_REFUSED, fromThisSite } from '../auth/request-site';
import { tooManyRequestsMessage } from '../http/too-many-requests';
import type { Logger } from '../../platform/logger';
import type { RateLimiter, RateRule } from '../../platform/ports/rate-limiter';
import type { GraphqlContext } from '../../platform/graphql/context';
import { graphqlCode } from './errors';

/*
 * The guards of services/transport/auth/guards.ts (the critical limit, this
 * site only), for the GraphQL mutations that do the work of a guarded REST
 * route, so the second transport is not a way around them (RELIABILITY T14,
 * T21): checked once per operation, before any resolver runs, over HTTP and
 * the socket.
 */

/** The root fields an operation selects, through fragments too (`mutation { ... on Mutation { login } }`). */
export function rootFieldsOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): { readonly operation: string | null; readonly fields: ReadonlySet<string> } {
  const operation = getOperationAST(document, operationName);
  const fields = new Set<string>();
  if (!operation) return { operation: null, fields };
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return { operation: operation.operation, fields };
}

export interface MutationGuardDeps {
  /** CRITICAL_RATE_LIMIT and the limiter REST takes it from; null: off. */
  readonly critical: { readonly limiter: RateLimiter; readonly rule: RateRule } | null;
  readonly logger: Logger;
}

const refusal = (kind: 'forbidden' | 'rate_limited' | 'unavailable', message: string) => ({
  errors: [createGraphQLError(message, { extensions: { code: graphqlCode(kind) } })],
});

export function mutationGuardPlugin(deps: MutationGuardDeps): Plugin<GraphqlContext & { request: Request }> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { operation, fields } = rootFieldsOf(args.document, args.operationName);
      if (operation !== 'mutation') return;
      const guards = [...fields].map(guardsOfMutation);
      const context = args.contextValue as GraphqlContext & { request: Request };
      if (guards.some((g) => g.thisSiteOnly) && !fromThisSite(context.request.headers)) {
        return setResultAndStopExecution(refusal('forbidden', CROSS_SITE_REFUSED));
      }
      if (deps.critical === null || !guards.some((g) => g.critical)) return;
      try {
        const decision = await deps.critical.limiter.take(`critical:${context.client.ip}`, deps.critical.rule);
        if (!decision.allowed) setResultAndStopExecution(refusal('rate_limited', tooManyRequestsMessage(decision.retryAfterMs)));
      } catch (error) {
        deps.logger.error('rate limiter failed on a critical mutation; refusing it', { requestId: context.requestId, error });
        setResultAndStopExecution(refusal('unavailable', 'the service is busy; try again shortly'));
      }
    },
  };
}
