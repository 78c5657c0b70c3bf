import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';

/** Spec 03 §2.1 and §9: the quota unit, retries and the display switches. */
export function GeneralSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'QuotaPerUnit', kind: 'number', min: 1, label: t('general.quotaPerUnit'), help: t('general.quotaPerUnitHelp') },
      { key: 'RetryTimes', kind: 'integer', min: 0, max: 10, label: t('general.retryTimes'), help: t('general.retryTimesHelp') },
      { key: 'DisplayInCurrencyEnabled', kind: 'toggle', label: t('general.displayInCurrency'), help: t('general.displayInCurrencyHelp') },
      { key: 'DisplayTokenStatEnabled', kind: 'toggle', label: t('general.displayTokenStat'), help: t('general.displayTokenStatHelp') },
      { key: 'DefaultCollapseSidebar', kind: 'toggle', label: t('general.defaultCollapseSidebar') },
      { key: 'DemoSiteEnabled', kind: 'toggle', label: t('general.demoSite'), help: t('general.demoSiteHelp') },
      { key: 'SelfUseModeEnabled', kind: 'toggle', label: t('general.selfUseMode'), help: t('general.selfUseModeHelp') },
    ],
    [t],
  );
  return <OptionSection title={t('general.title')} fields={fields} testId="settings-general" />;
}
