/**
 * The few failures the application layer reports. Each transport maps them
 * once: REST in services/transport/rest/envelope.ts, GraphQL in
 * services/transport/graphql/errors.ts, the relay in its OpenAI error body.
 */
export type AppErrorKind =
  | 'invalid' // the caller sent something wrong
  | 'unauthenticated' // no valid session or key
  | 'forbidden' // signed in, but not allowed
  | 'not_found'
  | 'conflict' // the state changed underneath, or a unique thing exists
  | 'rate_limited'
  | 'unavailable'; // a dependency is down; retrying later may work

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
