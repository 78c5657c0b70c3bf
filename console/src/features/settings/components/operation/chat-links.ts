/*
 * Chats (spec 03 §9): a list of `{ name: url template }` objects; each
 * template's `{address}` becomes the server address and `{key}` the token
 * key (console/src/lib/chat-template.ts). Checked before the save; the
 * entries are listed under the field.
 */

export interface ChatLink {
  readonly name: string;
  readonly template: string;
  readonly usesAddress: boolean;
  readonly usesKey: boolean;
}

/** What is wrong with the Chats text, as a key of the `chats` strings; null when it may be saved. */
export type ChatLinksProblem = 'notList' | 'badEntry' | null;

export function chatLinksProblem(text: string): ChatLinksProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'notList';
  }
  if (!Array.isArray(parsed)) return 'notList';
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'badEntry';
    const pairs = Object.entries(entry as Record<string, unknown>);
    if (pairs.length === 0) return 'badEntry';
    for (const [name, template] of pairs) if (name.trim() === '' || typeof template !== 'string' || template.trim() === '') return 'badEntry';
  }
  return null;
}

/** The links the text holds, in order; none while it is not a valid list. */
export function chatLinksOf(text: string): ChatLink[] {
  if (chatLinksProblem(text) !== null) return [];
  const entries = JSON.parse(text) as Array<Record<string, string>>;
  return entries.flatMap((entry) =>
    Object.entries(entry).map(([name, template]) => ({ name, template, usesAddress: template.includes('{address}'), usesKey: template.includes('{key}') })),
  );
}
