import type { OptionKey, OptionValue } from '../../../../schema/options/catalogue';

/*
 * Checks that need more than one option, run before a value is stored (the
 * catalogue's kinds check each value alone). They are the established
 * gateway's pre-checks (server-behaviour §7): a sign-in method cannot be
 * switched on before what it needs is set, else every sign-in through it
 * fails; and the status-code lists of channel monitoring must parse.
 */

/** Reads the current typed value of another option. */
export type ReadOption = <K extends OptionKey>(key: K) => OptionValue<K>;

/** Switching one of these on needs the other option set first. */
const NEEDS_BEFORE_ENABLING: ReadonlyArray<readonly [OptionKey, OptionKey, string]> = [
  ['GitHubOAuthEnabled', 'GitHubClientId', 'GitHub OAuth'],
  ['oidc.enabled', 'oidc.client_id', 'OIDC sign-in'],
  ['LinuxDOOAuthEnabled', 'LinuxDOClientId', 'Linux DO OAuth'],
  ['WeChatAuthEnabled', 'WeChatServerAddress', 'WeChat sign-in'],
  ['TurnstileCheckEnabled', 'TurnstileSiteKey', 'the Turnstile check'],
  ['TelegramOAuthEnabled', 'TelegramBotToken', 'Telegram sign-in'],
  ['EmailDomainRestrictionEnabled', 'EmailDomainWhitelist', 'the e-mail domain restriction'],
];

const STATUS_CODE_LISTS: ReadonlySet<OptionKey> = new Set(['AutomaticDisableStatusCodes', 'AutomaticRetryStatusCodes']);

/** Why `text` may not be stored as `key` now, or null when it may. */
export function optionChangeProblem(key: OptionKey, text: string, read: ReadOption): string | null {
  if (text === 'true') {
    for (const [toggle, needed, what] of NEEDS_BEFORE_ENABLING) {
      if (toggle === key && String(read(needed)).trim() === '') return `set ${needed} before enabling ${what}`;
    }
  }
  if (STATUS_CODE_LISTS.has(key)) return statusCodeListProblem(text);
  return null;
}

/**
 * "401,403,500-503": codes and ranges from 100 to 599, separated by commas
 * (a full-width comma too, as the established gateway accepts); empty means none.
 */
export function statusCodeListProblem(text: string): string | null {
  for (const raw of text.split(/[,，]/)) {
    const part = raw.trim();
    if (part === '') continue;
    const range = /^(\d{3})(?:\s*-\s*(\d{3}))?$/.exec(part);
    if (!range) return `"${part}" is not a status code or a range of them, such as 401 or 500-503`;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 100 || to > 599 || from > to) return `"${part}" is not within 100-599, lowest first`;
  }
  return null;
}
