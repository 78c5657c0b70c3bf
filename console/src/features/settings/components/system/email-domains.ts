/*
 * Spec 03 §5, the e-mail domain whitelist: stored comma-joined
 * (EmailDomainWhitelist), edited as a list.
 */

/** A domain such as example.com: labels of letters, digits and inner hyphens, ending in a top-level name of two letters or more. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

/** The stored text as a list: trimmed entries, blanks left out. */
export function domainList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The list as it is stored. */
export const domainText = (domains: readonly string[]): string => domains.join(',');

/** The list with `input` added, or why it is refused (a key of the `settingsSystem` strings). */
export function addDomain(
  domains: readonly string[],
  input: string,
): { readonly domains: string[] } | { readonly error: 'email.badDomain' | 'email.duplicate' } {
  const domain = input.trim().toLowerCase();
  if (!DOMAIN.test(domain)) return { error: 'email.badDomain' };
  if (domains.some((entry) => entry.toLowerCase() === domain)) return { error: 'email.duplicate' };
  return { domains: [...domains, domain] };
}

/** The list without `domain`. */
export const removeDomain = (domains: readonly string[], domain: string): string[] => domains.filter((entry) => entry !== domain);
