import type { CombinedError } from 'urql';

/**
 * Spec 01 §8, the generic handler, in one place: what any failed call means
 * for the reader. The HTTP status decides when there is one; GraphQL errors
 * carry the server's `extensions.code` instead (UNAUTHENTICATED is the 401,
 * RATE_LIMITED the 429, INTERNAL_SERVER_ERROR the 500).
 */
export type TransportFailure =
  /** 401: the session is gone; sign in again at /login?expired=true. */
  | { readonly kind: 'expired' }
  /** 429, 500 or 405: a fixed message (a translation key). */
  | { readonly kind: 'generic'; readonly key: GenericKey }
  /** A failure the server explained (BAD_USER_INPUT, FORBIDDEN, CONFLICT ...): its message as it is. */
  | { readonly kind: 'reported'; readonly message: string }
  /** Any other failure: 'Error: ' and its message. */
  | { readonly kind: 'other'; readonly message: string };

type GenericKey = 'errors.tooManyRequests' | 'errors.serverError' | 'errors.demoOnly';

/** Every translation key a failure may need. */
export type FailureKey = GenericKey | 'errors.prefix' | 'errors.expired';

const GENERIC_BY_STATUS: Record<number, GenericKey> = {
  429: 'errors.tooManyRequests',
  500: 'errors.serverError',
  405: 'errors.demoOnly',
};

function httpStatusOf(error: CombinedError): number | undefined {
  const response = error.response as { status?: unknown } | undefined;
  return typeof response?.status === 'number' ? response.status : undefined;
}

export function classifyFailure(error: CombinedError): TransportFailure {
  const codes = error.graphQLErrors.map((graphQLError) => graphQLError.extensions?.code);
  const status = httpStatusOf(error);
  if (status === 401 || codes.includes('UNAUTHENTICATED')) return { kind: 'expired' };
  if (status !== undefined && GENERIC_BY_STATUS[status]) return { kind: 'generic', key: GENERIC_BY_STATUS[status] };
  if (codes.includes('INTERNAL_SERVER_ERROR')) return { kind: 'generic', key: 'errors.serverError' };
  const first = error.graphQLErrors[0];
  if (first && !error.networkError) return { kind: 'reported', message: first.message };
  return { kind: 'other', message: error.networkError?.message ?? error.message };
}

/** The sentence to show for a failure (not for `expired`, which navigates instead). */
export function failureText(failure: TransportFailure, t: (key: FailureKey) => string): string {
  switch (failure.kind) {
    case 'expired':
      return t('errors.expired');
    case 'generic':
      return t(failure.key);
    case 'reported':
      return failure.message;
    case 'other':
      return `${t('errors.prefix')}${failure.message}`;
  }
}
