import { describeRelayError, type RelayError } from '../relay-error';

/*
 * A relay error as a Gemini client reads it: Google's error shape,
 * `{"error":{"code","message","status"}}`, the status Google's canonical
 * name for the HTTP status. The status and the words are those an
 * OpenAI-format client gets (relay-error.ts). Pure.
 */

export interface GeminiErrorBody {
  readonly error: { readonly code: number; readonly message: string; readonly status: string };
}

/** Google's canonical status for an HTTP status (google.rpc.Code's HTTP mapping). */
export function geminiStatusOf(status: number): string {
  switch (status) {
    case 400:
      return 'INVALID_ARGUMENT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'PERMISSION_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'ABORTED';
    case 429:
      return 'RESOURCE_EXHAUSTED';
    case 501:
      return 'UNIMPLEMENTED';
    case 503:
      return 'UNAVAILABLE';
    case 504:
      return 'DEADLINE_EXCEEDED';
    default:
      return status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION';
  }
}

export function geminiErrorBody(error: RelayError, requestId: string): GeminiErrorBody {
  const { status, message, fromGateway } = describeRelayError(error);
  return { error: { code: status, message: fromGateway ? `${message} (request id: ${requestId})` : message, status: geminiStatusOf(status) } };
}
