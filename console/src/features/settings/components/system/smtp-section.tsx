import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';

/** The mail server (spec 03 §3.2, Mail). */
export function SmtpSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'SMTPSSLEnabled', kind: 'toggle', label: t('smtp.ssl'), help: t('smtp.sslHelp') },
      { key: 'SMTPServer', kind: 'text', label: t('smtp.server'), placeholder: 'smtp.example.com' },
      { key: 'SMTPPort', kind: 'integer', min: 1, max: 65535, label: t('smtp.port'), help: t('smtp.portHelp') },
      { key: 'SMTPAccount', kind: 'text', label: t('smtp.account') },
      { key: 'SMTPFrom', kind: 'text', label: t('smtp.from'), help: t('smtp.fromHelp') },
      { key: 'SMTPToken', kind: 'secret', label: t('smtp.token') },
    ],
    [t],
  );
  return <OptionSection title={t('smtp.title')} hint={t('smtp.hint')} fields={fields} testId="settings-smtp" />;
}
