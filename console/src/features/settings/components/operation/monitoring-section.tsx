import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm, type Prepare } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';
import { withAmounts } from './quota-amount';
import { statusCodeListProblem } from './status-code-list';
import { useQuotaPerUnit } from './use-quota-per-unit';
import { lineCount, tidyChangedLists } from './word-list';

const KEYWORDS = 'AutomaticDisableKeywords';
const CODE_LISTS = ['AutomaticDisableStatusCodes', 'AutomaticRetryStatusCodes'] as const;
const QUOTA_KEYS: ReadonlySet<string> = new Set(['QuotaRemindThreshold']);

/**
 * Spec 03 §3.2 and §5: channel monitoring. The test threshold is in seconds
 * (at least 0), the keywords one a line, and the status-code lists are
 * checked as the server checks them before they are sent.
 */
export function MonitoringSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'AutomaticDisableChannelEnabled', kind: 'toggle', label: t('monitoring.autoDisable'), help: t('monitoring.autoDisableHelp') },
      { key: 'AutomaticEnableChannelEnabled', kind: 'toggle', label: t('monitoring.autoEnable'), help: t('monitoring.autoEnableHelp') },
      { key: 'monitor_setting.auto_test_channel_enabled', kind: 'toggle', label: t('monitoring.autoTest'), help: t('monitoring.autoTestHelp') },
      { key: 'ChannelDisableThreshold', kind: 'number', min: 0, label: t('monitoring.disableThreshold'), help: t('monitoring.disableThresholdHelp') },
      { key: 'QuotaRemindThreshold', kind: 'integer', min: 0, label: t('monitoring.remindThreshold'), help: t('monitoring.remindThresholdHelp') },
      {
        key: 'monitor_setting.auto_test_channel_minutes',
        kind: 'integer',
        min: 1,
        max: 1440,
        label: t('monitoring.autoTestMinutes'),
        help: t('monitoring.autoTestMinutesHelp'),
      },
      { key: 'AutomaticDisableStatusCodes', kind: 'text', label: t('monitoring.disableCodes'), help: t('monitoring.disableCodesHelp'), placeholder: '401' },
      { key: 'AutomaticRetryStatusCodes', kind: 'text', label: t('monitoring.retryCodes'), help: t('monitoring.retryCodesHelp') },
      { key: KEYWORDS, kind: 'textarea', rows: 6, label: t('monitoring.keywords') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const perUnit = useQuotaPerUnit();
  const shown = withAmounts(fields, QUOTA_KEYS, form.values, perUnit, (amount) => t('amount', { amount })).map((field) =>
    field.key === KEYWORDS ? { ...field, help: t('monitoring.keywordsHelp', { count: lineCount(form.values[KEYWORDS] ?? '') }) } : field,
  );

  const prepare: Prepare = (values) => {
    let first: string | null = null;
    for (const key of CODE_LISTS) {
      const problem = statusCodeListProblem(values[key] ?? '');
      const message = problem && t(problem.kind === 'format' ? 'monitoring.badCodes' : 'monitoring.codesOutOfRange', { part: problem.part });
      form.setError(key, message);
      first ??= message;
    }
    if (first !== null) return { error: first };
    return { values: tidyChangedLists(values, { [KEYWORDS]: form.option(KEYWORDS)?.value ?? '' }, [KEYWORDS]) };
  };

  return <OptionFormCard title={t('monitoring.title')} testId="settings-monitoring" form={form} fields={shown} prepare={prepare} />;
}
