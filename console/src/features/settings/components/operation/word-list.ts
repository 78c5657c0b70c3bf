/*
 * One-a-line lists (SensitiveWords, AutomaticDisableKeywords): the server
 * splits them on new lines, trims and lower-cases each (server-behaviour
 * 2.5, 3.7). A changed list is saved tidy: each line trimmed, blank lines and
 * repeats (whatever their case) dropped, the order kept.
 */

export function tidyLines(text: string): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const folded = line.toLowerCase();
    if (line === '' || seen.has(folded)) continue;
    seen.add(folded);
    lines.push(line);
  }
  return lines.join('\n');
}

/** How many entries a list holds (non-blank lines, repeats once). */
export function lineCount(text: string): number {
  const tidy = tidyLines(text);
  return tidy === '' ? 0 : tidy.split('\n').length;
}

/** `values` with each list among `keys` tidied, but only where it differs from what was loaded (an untouched list stays as stored). */
export function tidyChangedLists(
  values: Readonly<Record<string, string>>,
  loaded: Readonly<Record<string, string>>,
  keys: readonly string[],
): Record<string, string> {
  const tidied = { ...values };
  for (const key of keys) {
    const text = values[key];
    if (text !== undefined && text !== (loaded[key] ?? '')) tidied[key] = tidyLines(text);
  }
  return tidied;
}
