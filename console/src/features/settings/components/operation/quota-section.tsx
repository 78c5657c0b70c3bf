import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';
import { withAmounts } from './quota-amount';
import { useQuotaPerUnit } from './use-quota-per-unit';

const QUOTA_KEYS: ReadonlySet<string> = new Set(['QuotaForNewUser', 'PreConsumedQuota', 'QuotaForInviter', 'QuotaForInvitee']);

/** Spec 03 §5 and §9: new-user, pre-consumed and invite quotas (whole numbers, at least 0), each also shown in dollars. */
export function QuotaSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'QuotaForNewUser', kind: 'integer', min: 0, label: t('quota.newUser') },
      { key: 'PreConsumedQuota', kind: 'integer', min: 0, label: t('quota.preConsumed'), help: t('quota.preConsumedHelp') },
      { key: 'QuotaForInviter', kind: 'integer', min: 0, label: t('quota.inviter') },
      { key: 'QuotaForInvitee', kind: 'integer', min: 0, label: t('quota.invitee') },
      {
        key: 'StreamCacheQueueLength',
        kind: 'integer',
        min: 0,
        max: 4096,
        label: t('quota.streamCacheQueueLength'),
        help: t('quota.streamCacheQueueLengthHelp'),
      },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const perUnit = useQuotaPerUnit();
  const shown = withAmounts(fields, QUOTA_KEYS, form.values, perUnit, (amount) => t('amount', { amount }));
  return <OptionFormCard title={t('quota.title')} hint={t('quota.hint')} testId="settings-quota" form={form} fields={shown} />;
}
