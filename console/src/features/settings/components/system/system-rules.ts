import { withoutTrailingSlash } from '../../option-values';

/*
 * Spec 03 §5 for the system tab's addresses, worker and payment, as pure
 * rules: what each save sends, and the message key (of the
 * `settingsSystem` strings) that stops one.
 */

/**
 * The proxy worker's save: the URL without its trailing slashes when it
 * changed; the key only when one was typed, or as empty when the URL is
 * (or is being) cleared while a key is stored or the URL had a value, so
 * no key outlives its worker.
 */
export function workerChanges(
  saved: { readonly url: string; readonly keySet: boolean },
  edited: { readonly url: string; readonly key: string },
): Array<[string, string]> {
  const url = withoutTrailingSlash(edited.url);
  const changes: Array<[string, string]> = [];
  if (url !== saved.url) changes.push(['WorkerUrl', url]);
  if (edited.key !== '') changes.push(['WorkerValidKey', edited.key]);
  else if (url === '' && (saved.url !== '' || saved.keySet)) changes.push(['WorkerValidKey', '']);
  return changes;
}

/** The payment save (spec 03 §5): the server address must be stored first; the pay address loses its trailing slashes. */
export function preparePayment(
  values: Readonly<Record<string, string>>,
  serverAddress: string,
): { readonly values: Record<string, string> } | { readonly error: 'payment.needServerAddress' } {
  if (serverAddress.trim() === '') return { error: 'payment.needServerAddress' };
  return { values: { ...values, PayAddress: withoutTrailingSlash(values.PayAddress ?? '') } };
}

/** `values` with the named address fields' trailing slashes stripped. */
export function withAddressesTrimmed(values: Readonly<Record<string, string>>, keys: readonly string[]): Record<string, string> {
  const trimmed = { ...values };
  for (const key of keys) if (key in trimmed) trimmed[key] = withoutTrailingSlash(trimmed[key]!);
  return trimmed;
}

/** The redirect sign-ins whose provider needs a callback URL registered (the console's `/oauth/:provider` route, lib/oauth-urls.ts). */
export type CallbackProvider = 'github' | 'oidc' | 'linuxdo';

/** The callback URL to register with a provider, from the stored server address; null while none is set. */
export function callbackUrl(serverAddress: string, provider: CallbackProvider): string | null {
  const address = withoutTrailingSlash(serverAddress);
  return address === '' ? null : `${address}/oauth/${provider}`;
}

/**
 * `egress.allow_list` before it is sent: a JSON list of non-empty strings
 * (the server checks each entry's grammar), or the message key that says
 * it is not one.
 */
export function egressListProblem(text: string): 'egress.notList' | null {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) && list.every((entry) => typeof entry === 'string' && entry.trim() !== '') ? null : 'egress.notList';
  } catch {
    return 'egress.notList';
  }
}
