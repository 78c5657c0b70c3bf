import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';
import { egressListProblem } from './system-rules';

/** `egress.allow_list`: the private hosts, addresses and ranges the gateway may call anyway (docs/egress.md). */
export function EgressSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [{ key: 'egress.allow_list', kind: 'json', rows: 4, label: t('egress.list'), help: t('egress.listHelp'), placeholder: '["127.0.0.1:11434"]' }],
    [t],
  );
  return (
    <OptionSection
      title={t('egress.title')}
      hint={t('egress.hint')}
      fields={fields}
      prepare={(values) => {
        const problem = egressListProblem(values['egress.allow_list'] ?? '');
        return problem ? { error: t(problem) } : { values: { ...values } };
      }}
      testId="settings-egress"
    />
  );
}
