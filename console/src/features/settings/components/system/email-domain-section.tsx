import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../../components/form-stack';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFields } from '../option-fields';
import { SectionCard } from '../../../../components/section-card';
import { DomainWhitelist } from './domain-whitelist';
import { SectionSaveButton } from '../section-save-button';

const WHITELIST = 'EmailDomainWhitelist';

/** E-mail domain restriction: two switches that save at once, and the whitelist saved with the button. */
export function EmailDomainSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'EmailDomainRestrictionEnabled', kind: 'toggle', label: t('email.restriction') },
      { key: 'EmailAliasRestrictionEnabled', kind: 'toggle', label: t('email.alias'), help: t('email.aliasHelp') },
      { key: WHITELIST, kind: 'text', label: t('email.whitelist') },
    ],
    [t],
  );
  const toggles = useMemo(() => fields.filter((field) => field.kind === 'toggle'), [fields]);
  const form = useOptionForm(fields);

  return (
    <SectionCard title={t('email.title')} hint={t('email.hint')} testId="settings-email-domains">
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <OptionFields fields={toggles} form={form} />
        <DomainWhitelist value={form.values[WHITELIST] ?? ''} disabled={!form.writable(WHITELIST)} onChange={(text) => form.set(WHITELIST, text)} />
        <SectionSaveButton section={t('email.title')} loading={form.saving} />
      </FormStack>
    </SectionCard>
  );
}
