import { AppError } from '../errors';
import type { RestRequest } from './route';

/** The request body as a JSON object (an absent body reads as `{}`); anything else is the caller's mistake. */
export function jsonObject(request: RestRequest): Record<string, unknown> {
  if (request.body === undefined) return {};
  if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) throw new AppError('invalid', 'the body must be a JSON object');
  return request.body as Record<string, unknown>;
}
