import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';
import { withAddressesTrimmed } from './system-rules';

/** General: the address the site is reached at, saved without trailing slashes (spec 03 §5). */
export function GeneralSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      {
        key: 'ServerAddress',
        kind: 'text',
        label: t('general.serverAddress'),
        help: t('general.serverAddressHelp'),
        placeholder: 'https://gateway.example.com',
      },
    ],
    [t],
  );
  return (
    <OptionSection
      title={t('general.title')}
      hint={t('general.hint')}
      fields={fields}
      prepare={(values) => ({ values: withAddressesTrimmed(values, ['ServerAddress']) })}
      testId="settings-general"
    />
  );
}
