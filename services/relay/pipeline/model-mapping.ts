import type { RelayError } from './relay-error';

/*
 * A channel's model mapping (server-behaviour 3.4, the established
 * gateway's ModelMappedHelper): the channel's `model_mapping` JSON object
 * `{ "requested": "upstream" }` renames the model sent upstream. Chains are
 * followed (a→b→c sends c); a name mapped to itself ends the chain there
 * (and at the start means "not mapped"); a chain that comes back to a name
 * it passed is refused. Billing, logs and prices always use the requested
 * name; only the outgoing body gets the mapped one. Pure: parse a channel's
 * mapping once (`parseModelMapping`, hot state can keep the result), map per
 * request (`mapModel`).
 *
 * Both failures are the channel's fault, not the client's: the caller turns
 * them into a `channel:model_mapped_error` RelayError (`modelMappingError`),
 * which, as in the established gateway, lets the next attempt try another
 * channel and counts toward disabling this one (3.3, 3.7).
 *
 * Where we deliberately differ: an entry whose value is not a string makes
 * the whole mapping invalid (as Go's decoding does), but names are read with
 * a Map, so keys such as `__proto__` or `constructor` are plain names.
 */

/** A parsed mapping: requested name → upstream name (entries with an empty target are dropped: they map nothing). */
export type ModelMapping = ReadonlyMap<string, string>;

export const NO_MAPPING: ModelMapping = new Map();

export type ParsedModelMapping =
  { readonly ok: true; readonly mapping: ModelMapping } | { readonly ok: false; readonly reason: 'unmarshal_model_mapping_failed' };

/** Reads a channel's `model_mapping`; '' and `{}` map nothing. */
export function parseModelMapping(text: string): ParsedModelMapping {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '{}') return { ok: true, mapping: NO_MAPPING };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { ok: false, reason: 'unmarshal_model_mapping_failed' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, reason: 'unmarshal_model_mapping_failed' };
  const mapping = new Map<string, string>();
  for (const [from, to] of Object.entries(parsed)) {
    if (typeof to !== 'string') return { ok: false, reason: 'unmarshal_model_mapping_failed' };
    if (to !== '') mapping.set(from, to);
  }
  return { ok: true, mapping };
}

export type MappedModel =
  /** Send the requested name as it is. */
  | { readonly kind: 'unmapped' }
  /** Send `upstreamModel`; the log records `is_model_mapped` and `upstream_model_name`. */
  | { readonly kind: 'mapped'; readonly upstreamModel: string }
  | { readonly kind: 'cycle'; readonly reason: 'model_mapping_contains_cycle'; readonly path: readonly string[] };

/** The name to send upstream for `model`, following the chain. */
export function mapModel(mapping: ModelMapping, model: string): MappedModel {
  if (mapping.size === 0) return { kind: 'unmapped' };
  const path = [model];
  let current = model;
  for (;;) {
    const next = mapping.get(current);
    if (next === undefined) break;
    if (next === current) break; // a name mapped to itself ends the chain
    if (path.includes(next)) return { kind: 'cycle', reason: 'model_mapping_contains_cycle', path: [...path, next] };
    path.push(next);
    current = next;
  }
  return current === model ? { kind: 'unmapped' } : { kind: 'mapped', upstreamModel: current };
}

/** The RelayError for a mapping that cannot be used. */
export function modelMappingError(failure: { readonly reason: string }): RelayError {
  return { kind: 'channel', code: 'channel:model_mapped_error', detail: failure.reason };
}
