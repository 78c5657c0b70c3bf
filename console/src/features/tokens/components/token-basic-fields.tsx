import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { BATCH_PRESETS, EXPIRY_SHORTCUTS, expiryFromShortcut, QUOTA_PRESETS } from '../token-rules';
import type { TokenErrors, TokenFormValues } from '../validate-token';

interface Props {
  readonly values: TokenFormValues;
  readonly errors: TokenErrors;
  readonly mode: 'create' | 'edit';
  readonly display: QuotaDisplay;
  readonly onChange: (change: Partial<TokenFormValues>) => void;
}

/** Spec 02 §9: name, expiry with its shortcuts, the batch count (create only), the quota with its presets, unlimited. */
export function TokenBasicFields({ values, errors, mode, display, onChange }: Props) {
  const { t } = useTranslation('tokens');
  const quota = Number(values.remainQuota);
  return (
    <Stack gap="4">
      <FormField label={t('form.name')} required={mode === 'create'} error={errors.name && t(errors.name)}>
        <Input
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
          placeholder={t('form.namePlaceholder')}
        />
      </FormField>
      <FormField label={t('form.expiry')} error={errors.expiry && t(errors.expiry)}>
        <Input name="expiry" value={values.expiry} onChange={(event) => onChange({ expiry: event.target.value })} placeholder={t('form.expiryPlaceholder')} />
        <HStack gap="1.5" wrap="wrap" mt="1.5">
          {EXPIRY_SHORTCUTS.map((shortcut) => (
            <Button key={shortcut} size="xs" variant="outline" onClick={() => onChange({ expiry: expiryFromShortcut(shortcut, new Date()) })}>
              {t(`form.shortcut.${shortcut}`)}
            </Button>
          ))}
        </HStack>
      </FormField>
      {mode === 'create' && (
        <FormField label={t('form.count')} helper={t('form.countHelp')} error={errors.count && t(errors.count)}>
          <Input name="count" inputMode="numeric" value={values.count} onChange={(event) => onChange({ count: event.target.value })} />
          <HStack gap="1.5" wrap="wrap" mt="1.5">
            {BATCH_PRESETS.map((count) => (
              <Button key={count} size="xs" variant="outline" onClick={() => onChange({ count: String(count) })}>
                {count}
              </Button>
            ))}
          </HStack>
        </FormField>
      )}
      <FormField
        label={t('form.remainQuota')}
        helper={
          Number.isFinite(quota) && !values.unlimitedQuota
            ? t('form.quotaEquals', { amount: formatQuota(quota, { ...display, displayInCurrency: true }) })
            : undefined
        }
        error={errors.remainQuota && t(errors.remainQuota)}
      >
        <Input
          name="remainQuota"
          inputMode="numeric"
          disabled={values.unlimitedQuota}
          value={values.remainQuota}
          onChange={(event) => onChange({ remainQuota: event.target.value })}
        />
        <HStack gap="1.5" wrap="wrap" mt="1.5">
          {QUOTA_PRESETS.map((preset) => (
            <Button
              key={preset.quota}
              size="xs"
              variant={quota === preset.quota ? 'solid' : 'outline'}
              disabled={values.unlimitedQuota}
              onClick={() => onChange({ remainQuota: String(preset.quota) })}
            >
              ${preset.dollars}
            </Button>
          ))}
        </HStack>
      </FormField>
      <Checkbox.Root checked={values.unlimitedQuota} onCheckedChange={(event) => onChange({ unlimitedQuota: event.checked === true })}>
        <Checkbox.HiddenInput name="unlimitedQuota" />
        <Checkbox.Control />
        <Stack gap="0">
          <Checkbox.Label>{t('form.unlimited')}</Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            {t('form.unlimitedHelp')}
          </Text>
        </Stack>
      </Checkbox.Root>
    </Stack>
  );
}
