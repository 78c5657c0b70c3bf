import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { FormStack } from '../../../../components/form-stack';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFields } from '../option-fields';
import { SectionCard } from '../../../../components/section-card';
import { MIN_PING_SECONDS, pingSecondsEditable } from './model-settings-rules';

const PING_ENABLED = 'general_setting.ping_interval_enabled';
const PING_SECONDS = 'general_setting.ping_interval_seconds';

/** Spec 03 §3.2 global: request pass-through and stream pings; the interval is editable only while pings are on (§4). */
export function GlobalSettingsSection() {
  const { t } = useTranslation('settingsOther');
  const { t: ts } = useTranslation('settings');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'global.pass_through_request_enabled', kind: 'toggle', label: t('global.passThrough'), help: t('global.passThroughHelp') },
      { key: PING_ENABLED, kind: 'toggle', label: t('global.ping'), help: t('global.pingHelp') },
      { key: PING_SECONDS, kind: 'integer', min: MIN_PING_SECONDS, label: t('global.pingSeconds') },
    ],
    [t],
  );
  const toggles = useMemo(() => fields.filter((field) => field.kind === 'toggle'), [fields]);
  const form = useOptionForm(fields);
  const title = t('global.title');
  const writable = form.writable(PING_SECONDS);
  const editable = pingSecondsEditable(form.values[PING_ENABLED], writable);
  const help = !writable && form.option(PING_SECONDS) ? ts('field.superAdminOnly') : editable ? t('global.pingSecondsHelp') : t('global.pingSecondsOff');

  return (
    <SectionCard title={title} hint={t('global.hint')} testId="settings-global">
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <OptionFields fields={toggles} form={form} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('global.pingSeconds')} helper={help} error={form.errors[PING_SECONDS]}>
            <Input
              name={PING_SECONDS}
              aria-label={t('global.pingSeconds')}
              inputMode="numeric"
              autoComplete="off"
              value={form.values[PING_SECONDS] ?? ''}
              disabled={!editable}
              onChange={(event) => {
                form.set(PING_SECONDS, event.currentTarget.value);
                if (form.errors[PING_SECONDS]) form.setError(PING_SECONDS, null);
              }}
            />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={form.saving} disabled={!editable}>
            {ts('save.button', { section: title })}
          </Button>
        </HStack>
      </FormStack>
    </SectionCard>
  );
}
