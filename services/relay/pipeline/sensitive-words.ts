/*
 * The sensitive-word check on prompts (server-behaviour 2.5; options
 * CheckSensitiveEnabled and CheckSensitiveOnPromptEnabled, the words in
 * SensitiveWords, one a line). A prompt naming any of the words, without
 * regard to case, is refused before anything is reserved. Here a 400 (a
 * client's request), where the established gateway answers 500. Pure.
 */

/** The words of the SensitiveWords option: one a line, trimmed, blanks dropped, lower-cased. */
export function sensitiveWordsOf(option: string): readonly string[] {
  return option
    .split(/\r?\n/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
}

/** Every text a request carries to the model: message contents and text parts, a prompt, an input, instructions. */
export function promptTexts(body: Readonly<Record<string, unknown>>): string[] {
  const texts: string[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (depth > 6) return;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) for (const item of value) collect(item, depth + 1);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const field of ['content', 'text', 'input', 'prompt', 'instructions']) if (field in record) collect(record[field], depth + 1);
    }
  };
  for (const field of ['messages', 'prompt', 'input', 'instructions', 'system']) collect(body[field], 0);
  return texts;
}

/** The first sensitive word a request's prompt holds, or null. */
export function sensitiveWordIn(body: Readonly<Record<string, unknown>>, words: readonly string[]): string | null {
  if (words.length === 0) return null;
  for (const text of promptTexts(body)) {
    const lower = text.toLowerCase();
    for (const word of words) if (lower.includes(word)) return word;
  }
  return null;
}
