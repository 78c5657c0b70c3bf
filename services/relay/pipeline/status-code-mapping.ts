import type { RelayError } from './relay-error';

/*
 * A channel's status-code mapping (server-behaviour 3.5, the established
 * gateway's ResetStatusCode): the channel's `status_code_mapping` JSON
 * object, e.g. `{"400": "500"}`, changes the status of an upstream error
 * answer. It applies before the retry and auto-disable decisions, so it
 * changes them too (15.7), and it is the status the client sees. A 200 is
 * never changed. Pure: parse a channel's mapping once
 * (`parseStatusCodeMapping`), apply it per failed attempt.
 *
 * Where we deliberately differ: the established gateway ignores the whole
 * mapping when any value is not a string, and turns a value that is not a
 * number into status 0. Here a value may be a number or a numeric string,
 * and an entry that is not a status code (100-599) on both sides is
 * skipped: a mapping can never produce a status a client cannot read.
 */

/** upstream status → status to report. */
export type StatusCodeMapping = ReadonlyMap<number, number>;

export const NO_STATUS_MAPPING: StatusCodeMapping = new Map();

const STATUS = /^[1-5]\d\d$/;

/** Reads a channel's `status_code_mapping`; '', `{}` and text that is not a JSON object map nothing. */
export function parseStatusCodeMapping(text: string): StatusCodeMapping {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '{}') return NO_STATUS_MAPPING;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return NO_STATUS_MAPPING;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return NO_STATUS_MAPPING;
  const mapping = new Map<number, number>();
  for (const [from, to] of Object.entries(parsed)) {
    const target = typeof to === 'number' ? String(to) : typeof to === 'string' ? to.trim() : '';
    if (STATUS.test(from.trim()) && STATUS.test(target)) mapping.set(Number(from), Number(target));
  }
  return mapping;
}

/** The status to report for an upstream answer of `status`. */
export function mapStatusCode(mapping: StatusCodeMapping, status: number): number {
  if (status === 200) return status;
  return mapping.get(status) ?? status;
}

/** An upstream error with the channel's mapping applied; every other error unchanged (it is not the upstream's status). */
export function withMappedStatus(error: RelayError, mapping: StatusCodeMapping): RelayError {
  if (error.kind !== 'upstream' || mapping.size === 0) return error;
  const status = mapStatusCode(mapping, error.status);
  return status === error.status ? error : { ...error, status };
}
