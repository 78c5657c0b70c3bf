import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError as yogaMaskError, type MaskError } from 'graphql-yoga';
import { assertNever } from '../../platform/actor';
import { isAppError, type AppErrorKind } from '../../platform/errors';

/** The `extensions.code` the console switches on, one per AppError kind. */
export function graphqlCode(kind: AppErrorKind): string {
  switch (kind) {
    case 'invalid':
      return 'BAD_USER_INPUT';
    case 'unauthenticated':
      return 'UNAUTHENTICATED';
    case 'forbidden':
      return 'FORBIDDEN';
    case 'not_found':
      return 'NOT_FOUND';
    case 'conflict':
      return 'CONFLICT';
    case 'rate_limited':
      return 'RATE_LIMITED';
    case 'unavailable':
      return 'UNAVAILABLE';
    default:
      return assertNever(kind);
  }
}

/**
 * AppErrors reach the client with their message and code; anything else is
 * masked as an internal error (its details stay in the server log).
 */
export const maskError: MaskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (isAppError(original)) {
    const located = error instanceof GraphQLError ? error : undefined;
    return createGraphQLError(original.message, {
      nodes: located?.nodes,
      path: located?.path,
      extensions: { code: graphqlCode(original.kind) },
    });
  }
  return yogaMaskError(error, message, isDev);
};
