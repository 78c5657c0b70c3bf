import { describe, expect, it } from 'vitest';
import { OPTION_CATALOGUE, type OptionKey } from '../../../../schema/options/catalogue';
import { optionChangeProblem, statusCodeListProblem, type ReadOption } from '../../../../services/features/options/rules/option-checks';

/** Reads the catalogue defaults, with some options changed. */
const reading = (changed: Partial<Record<OptionKey, unknown>> = {}): ReadOption =>
  ((key: OptionKey) => (key in changed ? changed[key] : OPTION_CATALOGUE[key].defaultValue)) as ReadOption;

describe('cross-option checks before storing (server-behaviour §7)', () => {
  it.each([
    ['GitHubOAuthEnabled', 'GitHubClientId'],
    ['oidc.enabled', 'oidc.client_id'],
    ['LinuxDOOAuthEnabled', 'LinuxDOClientId'],
    ['WeChatAuthEnabled', 'WeChatServerAddress'],
    ['TurnstileCheckEnabled', 'TurnstileSiteKey'],
    ['TelegramOAuthEnabled', 'TelegramBotToken'],
  ] as const)('%s cannot be switched on before %s is set', (toggle, needed) => {
    expect(optionChangeProblem(toggle, 'true', reading())).toContain(`set ${needed}`);
    expect(optionChangeProblem(toggle, 'true', reading({ [needed]: 'x' }))).toBeNull();
    expect(optionChangeProblem(toggle, 'false', reading())).toBeNull();
  });

  it('refuses the e-mail domain restriction with an empty whitelist', () => {
    expect(optionChangeProblem('EmailDomainRestrictionEnabled', 'true', reading({ EmailDomainWhitelist: ' ' }))).toContain('EmailDomainWhitelist');
    expect(optionChangeProblem('EmailDomainRestrictionEnabled', 'true', reading())).toBeNull();
  });

  it('checks the status-code lists of channel monitoring', () => {
    expect(statusCodeListProblem('401')).toBeNull();
    expect(statusCodeListProblem('100-199,300-399，401-407, 500 - 503')).toBeNull();
    expect(statusCodeListProblem('')).toBeNull();
    expect(statusCodeListProblem('401,abc')).toContain('"abc"');
    expect(statusCodeListProblem('600')).toContain('100-599');
    expect(statusCodeListProblem('503-500')).toContain('lowest first');
    expect(optionChangeProblem('AutomaticRetryStatusCodes', '42', reading())).not.toBeNull();
    expect(optionChangeProblem('SystemName', '42', reading())).toBeNull();
  });
});
