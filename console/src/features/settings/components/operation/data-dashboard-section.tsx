import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';

/** Spec 03 §4 and §5: the data dashboard, its update interval (minutes, at least 1) and default granularity. */
export function DataDashboardSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'DataExportEnabled', kind: 'toggle', label: t('dashboard.enabled'), help: t('dashboard.enabledHelp') },
      { key: 'DataExportInterval', kind: 'integer', min: 1, label: t('dashboard.interval'), help: t('dashboard.intervalHelp') },
      {
        key: 'DataExportDefaultTime',
        kind: 'select',
        label: t('dashboard.defaultTime'),
        choices: (['hour', 'day', 'week'] as const).map((value) => ({ value, label: t(`dashboard.${value}`) })),
      },
    ],
    [t],
  );
  return <OptionSection title={t('dashboard.title')} fields={fields} testId="settings-data-dashboard" />;
}
