/*
 * A channel's header override (issue 13 item 9): a JSON object of headers
 * sent to the upstream, often a credential (`Authorization`, an API-key
 * header). Lists show the header names with their values hidden; the
 * values are shown only where the key is, on an admin's read of one channel.
 *
 * A form may send a list's hidden values back unchanged: each header whose
 * value is the mask keeps the value stored for that header, so editing a
 * channel from a list never overwrites a credential with the mask.
 */

/** What a hidden header value reads as. */
export const HIDDEN_HEADER_VALUE = '[hidden]';

const objectOf = (text: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The override with every value hidden; empty stays empty, and text that is not an object is hidden whole. */
export function maskedHeaderOverride(text: string): string {
  if (text.trim() === '') return text;
  const headers = objectOf(text);
  if (headers === null) return HIDDEN_HEADER_VALUE;
  return JSON.stringify(Object.fromEntries(Object.keys(headers).map((name) => [name, HIDDEN_HEADER_VALUE])));
}

/**
 * The override to store when a form sends `sent`: values sent as the mask
 * take the stored value of the same header (a header no longer stored is
 * dropped: there is no value to keep).
 */
export function withHiddenValuesKept(sent: string, stored: string): string {
  const headers = objectOf(sent);
  if (headers === null || !Object.values(headers).includes(HIDDEN_HEADER_VALUE)) return sent;
  const before = objectOf(stored) ?? {};
  const kept = Object.entries(headers).flatMap(([name, value]) =>
    value !== HIDDEN_HEADER_VALUE ? [[name, value]] : Object.hasOwn(before, name) ? [[name, before[name]]] : [],
  );
  return JSON.stringify(Object.fromEntries(kept));
}
