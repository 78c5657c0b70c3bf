import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm, type Prepare } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';
import { rateLimitGroupProblem } from './rate-limit-groups';

const GROUP_KEY = 'ModelRequestRateLimitGroup';

/** Spec 03 §2.1 tab ratelimit: the model request rate limit, global and per group (§5). */
export function RateLimitTab() {
  const { t } = useTranslation('settingsOther');
  const { t: ts } = useTranslation('settings');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'ModelRequestRateLimitEnabled', kind: 'toggle', label: t('rateLimit.enabled'), help: t('rateLimit.enabledHelp') },
      { key: 'ModelRequestRateLimitDurationMinutes', kind: 'integer', min: 0, label: t('rateLimit.duration'), help: t('rateLimit.durationHelp') },
      { key: 'ModelRequestRateLimitCount', kind: 'integer', min: 0, label: t('rateLimit.count'), help: t('rateLimit.countHelp') },
      { key: 'ModelRequestRateLimitSuccessCount', kind: 'integer', min: 1, label: t('rateLimit.successCount'), help: t('rateLimit.successCountHelp') },
      { key: GROUP_KEY, kind: 'json', rows: 6, label: t('rateLimit.group'), help: t('rateLimit.groupHelp'), placeholder: t('rateLimit.groupPlaceholder') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const title = t('rateLimit.title');

  // The group limits' shape (the field's blur check is JSON only): the message marks the field and stops the save.
  const prepare: Prepare = (values) => {
    const problem = rateLimitGroupProblem(values[GROUP_KEY] ?? '');
    if (problem === null) return { values: { ...values } };
    const message =
      problem.kind === 'badGroup'
        ? t('rateLimit.badGroup', { group: problem.group })
        : problem.kind === 'notObject'
          ? t('rateLimit.notObject')
          : ts('check.notJson');
    form.setError(GROUP_KEY, message);
    return { error: message };
  };

  return <OptionFormCard title={title} hint={t('rateLimit.hint')} testId="settings-rate-limit" form={form} fields={fields} prepare={prepare} />;
}
