import { assertNever } from '../../platform/actor';
import type { AppError } from '../../platform/errors';

/** The legacy `/api` body: every answer, success or not, has this shape. */
export interface Envelope {
  success: boolean;
  message: string;
  data?: unknown;
}

export const ok = (data: unknown): Envelope => ({ success: true, message: '', data });

/**
 * The HTTP status for a handled failure. Like the established gateway, most
 * handled failures are HTTP 200 with `success: false`; a missing sign-in is 401
 * so consoles redirect to the login page, and every 429 carries this body.
 */
export function failure(error: AppError): { status: number; body: Envelope } {
  const body: Envelope = { success: false, message: error.message };
  switch (error.kind) {
    case 'invalid':
    case 'forbidden':
    case 'not_found':
    case 'conflict':
      return { status: 200, body };
    case 'unauthenticated':
      return { status: 401, body };
    case 'rate_limited':
      return { status: 429, body };
    case 'unavailable':
      return { status: 503, body };
    default:
      return assertNever(error.kind);
  }
}
