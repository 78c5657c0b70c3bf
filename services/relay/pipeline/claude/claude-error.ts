import { describeRelayError, type RelayError } from '../relay-error';

/*
 * A relay error as a Claude client reads it (server-behaviour 2.5: Claude
 * `/v1/messages` errors are `{"type":"error","error":{"type","message"}}`).
 * The status and the words are the ones an OpenAI-format client gets
 * (relay-error.ts); the `type` is Anthropic's name for that status, which
 * is what Anthropic's clients switch on. Pure.
 */

export interface ClaudeErrorBody {
  readonly type: 'error';
  readonly error: { readonly type: string; readonly message: string };
  readonly request_id: string;
}

/** Anthropic's error type for an HTTP status (its API reference's table; any other 4xx is invalid_request_error, any other 5xx api_error). */
export function claudeErrorType(status: number): string {
  switch (status) {
    case 401:
      return 'authentication_error';
    case 402:
      return 'billing_error';
    case 403:
      return 'permission_error';
    case 404:
      return 'not_found_error';
    case 413:
      return 'request_too_large';
    case 429:
      return 'rate_limit_error';
    case 504:
      return 'timeout_error';
    case 529:
      return 'overloaded_error';
    default:
      return status >= 500 ? 'api_error' : 'invalid_request_error';
  }
}

export function claudeErrorBody(error: RelayError, requestId: string): ClaudeErrorBody {
  const { status, message, fromGateway } = describeRelayError(error);
  return {
    type: 'error',
    error: { type: claudeErrorType(status), message: fromGateway ? `${message} (request id: ${requestId})` : message },
    request_id: requestId,
  };
}
