import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';
import { LogCleaning } from './log-cleaning';

/** Spec 03 §3.2 and §4: whether usage is logged, how long rows stay (an extension), and cleaning the history. */
export function LogSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'LogConsumeEnabled', kind: 'toggle', label: t('log.consume'), help: t('log.consumeHelp') },
      { key: 'LogRetentionDays', kind: 'integer', min: 0, max: 36_500, label: t('log.retentionDays'), help: t('log.retentionDaysHelp') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  return <OptionFormCard title={t('log.title')} testId="settings-log" form={form} fields={fields} after={<LogCleaning />} />;
}
