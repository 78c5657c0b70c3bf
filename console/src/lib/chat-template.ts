/*
 * A chat client's link template (spec 02 §2, Chat embed): `{address}` becomes
 * the encoded server address and `{key}` the token key with its `sk-` prefix.
 * Used by the chat embed and by the tokens list's chat action.
 */

/** A token key as chat clients take it: `sk-` and the key ('' without one). */
export const prefixedKey = (key: string | null): string => (key === null || key === '' ? '' : key.startsWith('sk-') ? key : `sk-${key}`);

/** Fills a template's markers: every `{address}` with the encoded server address, every `{key}` with the prefixed key. */
export function fillChatTemplate(template: string, serverAddress: string, key: string | null): string {
  return template.replaceAll('{address}', encodeURIComponent(serverAddress)).replaceAll('{key}', prefixedKey(key));
}
