/*
 * Spec 03 §2.1 and §7: "check for updates" reads the project's latest release
 * (tag_name and body) from a public release API. This gateway names no
 * repository and has no release feed of its own, so the address is null and
 * the check answers failed without asking anything; given an address (a
 * GitHub `.../releases/latest`), it asks and compares.
 */

/** The project's release API, when it has one (none is known). */
export const PROJECT_RELEASES_URL: string | null = null;

export interface Release {
  readonly tag: string;
  readonly body: string;
}

export type UpdateCheck = { readonly kind: 'latest' } | { readonly kind: 'newer'; readonly release: Release } | { readonly kind: 'failed' };

/** A release API answer's tag_name and body; null when it has no tag. */
export function releaseOf(answer: unknown): Release | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { tag_name: tag, body } = answer as { tag_name?: unknown; body?: unknown };
  if (typeof tag !== 'string' || tag.trim() === '') return null;
  return { tag: tag.trim(), body: typeof body === 'string' ? body : '' };
}

const numbersOf = (version: string): number[] | null => {
  const match = /^v?(\d+(?:\.\d+)*)/i.exec(version.trim());
  return match ? match[1]!.split('.').map(Number) : null;
};

/** Whether the release `tag` is newer than the running `current` version: by numbers when both have them, else whenever they differ. */
export function isNewerVersion(tag: string, current: string): boolean {
  const [mine, theirs] = [numbersOf(current), numbersOf(tag)];
  if (!mine || !theirs) return tag.trim().replace(/^v/i, '') !== current.trim().replace(/^v/i, '');
  for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
    const difference = (theirs[i] ?? 0) - (mine[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** Asks `url` for the latest release and compares it with `current`; failed without an address, on any fetch or answer failure. */
export async function checkForUpdates(current: string, url: string | null, fetcher: typeof fetch = fetch): Promise<UpdateCheck> {
  if (!url) return { kind: 'failed' };
  try {
    const answer = await fetcher(url, { headers: { Accept: 'application/vnd.github+json' } });
    if (!answer.ok) return { kind: 'failed' };
    const release = releaseOf(await answer.json());
    if (!release) return { kind: 'failed' };
    return isNewerVersion(release.tag, current) ? { kind: 'newer', release } : { kind: 'latest' };
  } catch {
    return { kind: 'failed' };
  }
}
