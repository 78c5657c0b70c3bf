import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';
import { CallbackUrl } from './callback-url';
import { withAddressesTrimmed } from './system-rules';

/*
 * The sign-in providers' own settings (spec 03 §3.2, Login and
 * registration): each switch is in the login section; these hold what it
 * needs.
 */

export function GitHubSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'GitHubClientId', kind: 'text', label: t('github.clientId') },
      { key: 'GitHubClientSecret', kind: 'secret', label: t('github.clientSecret') },
    ],
    [t],
  );
  return (
    <OptionSection title={t('github.title')} hint={t('github.hint')} fields={fields} testId="settings-github">
      <CallbackUrl provider="github" />
    </OptionSection>
  );
}

export function LinuxDoSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'LinuxDOClientId', kind: 'text', label: t('linuxdo.clientId') },
      { key: 'LinuxDOClientSecret', kind: 'secret', label: t('linuxdo.clientSecret') },
    ],
    [t],
  );
  return (
    <OptionSection title={t('linuxdo.title')} hint={t('linuxdo.hint')} fields={fields} testId="settings-linuxdo">
      <CallbackUrl provider="linuxdo" />
    </OptionSection>
  );
}

/** The WeChat server; its address is saved without trailing slashes (spec 03 §5). */
export function WeChatSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'WeChatServerAddress', kind: 'text', label: t('wechat.address'), placeholder: 'https://wechat.example.com' },
      { key: 'WeChatServerToken', kind: 'secret', label: t('wechat.token') },
      { key: 'WeChatAccountQRCodeImageURL', kind: 'text', label: t('wechat.qrCode') },
    ],
    [t],
  );
  return (
    <OptionSection
      title={t('wechat.title')}
      hint={t('wechat.hint')}
      fields={fields}
      prepare={(values) => ({ values: withAddressesTrimmed(values, ['WeChatServerAddress']) })}
      testId="settings-wechat"
    />
  );
}

export function TelegramSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'TelegramBotName', kind: 'text', label: t('telegram.botName') },
      { key: 'TelegramBotToken', kind: 'secret', label: t('telegram.botToken') },
    ],
    [t],
  );
  return <OptionSection title={t('telegram.title')} hint={t('telegram.hint')} fields={fields} testId="settings-telegram" />;
}

export function TurnstileSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'TurnstileSiteKey', kind: 'text', label: t('turnstile.siteKey') },
      { key: 'TurnstileSecretKey', kind: 'secret', label: t('turnstile.secretKey') },
    ],
    [t],
  );
  return <OptionSection title={t('turnstile.title')} hint={t('turnstile.hint')} fields={fields} testId="settings-turnstile" />;
}
