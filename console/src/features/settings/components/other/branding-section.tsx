import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemLogo } from '../../../../components/system-logo';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';

/** Spec 03 §3.2 content: the system name and the logo address, with a preview of the logo as typed. */
export function BrandingSection() {
  const { t } = useTranslation('settingsOther');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'SystemName', kind: 'text', label: t('branding.systemName'), help: t('branding.systemNameHelp') },
      { key: 'Logo', kind: 'text', label: t('branding.logo'), help: t('branding.logoHelp'), placeholder: 'https://example.com/logo.png' },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const title = t('branding.title');

  return (
    <OptionFormCard title={title} hint={t('branding.hint')} testId="settings-branding" form={form} fields={fields}>
      <HStack gap="3">
        <SystemLogo src={form.values.Logo?.trim()} boxSize="10" borderRadius="md" borderWidth="1px" data-testid="logo-preview" />
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate>
            {form.values.SystemName || '—'}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('branding.preview')}
          </Text>
        </Stack>
      </HStack>
    </OptionFormCard>
  );
}
