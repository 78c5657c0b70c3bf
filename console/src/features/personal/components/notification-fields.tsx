import { Button, HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { THRESHOLD_PRESETS, type NotifyType, type SettingErrors, type SettingValues } from '../user-setting';

interface Props {
  readonly values: SettingValues;
  readonly errors: SettingErrors;
  readonly secretSet: boolean;
  readonly display: QuotaDisplay;
  readonly onChange: (change: Partial<SettingValues>) => void;
}

/** Spec 01 §2, §5, §9: how low-balance notices are sent, and below which balance. */
export function NotificationFields({ values, errors, secretSet, display, onChange }: Props) {
  const { t } = useTranslation('personal');
  return (
    <Stack gap="4">
      <FormField label={t('settings.notifyType')}>
        <RadioGroup.Root value={values.notifyType} onValueChange={(event) => onChange({ notifyType: event.value as NotifyType })} colorPalette="teal">
          <HStack gap="6">
            {(['email', 'webhook'] as const).map((type) => (
              <RadioGroup.Item key={type} value={type}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`settings.${type}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </FormField>
      <FormField label={t('settings.threshold')} helper={t('settings.thresholdHelp')} error={errors.quotaWarningThreshold && t(errors.quotaWarningThreshold)}>
        <Stack gap="2" w="full">
          <Input
            name="quotaWarningThreshold"
            inputMode="numeric"
            value={values.quotaWarningThreshold}
            onChange={(event) => onChange({ quotaWarningThreshold: event.target.value })}
          />
          <HStack gap="2" wrap="wrap">
            {THRESHOLD_PRESETS.map((quota) => (
              <Button
                key={quota}
                size="xs"
                variant={values.quotaWarningThreshold === String(quota) ? 'solid' : 'outline'}
                colorPalette="teal"
                onClick={() => onChange({ quotaWarningThreshold: String(quota) })}
              >
                {t('settings.preset', { quota: quota.toLocaleString('en-US'), amount: formatQuota(quota, { ...display, displayInCurrency: true }) })}
              </Button>
            ))}
          </HStack>
        </Stack>
      </FormField>
      {values.notifyType === 'email' ? (
        <FormField label={t('settings.notificationEmail')} helper={t('settings.notificationEmailHelp')}>
          <Input
            name="notificationEmail"
            type="email"
            value={values.notificationEmail}
            onChange={(event) => onChange({ notificationEmail: event.target.value })}
          />
        </FormField>
      ) : (
        <>
          <FormField label={t('settings.webhookUrl')} helper={t('settings.webhookUrlHelp')} error={errors.webhookUrl && t(errors.webhookUrl)} required>
            <Input
              name="webhookUrl"
              value={values.webhookUrl}
              onChange={(event) => onChange({ webhookUrl: event.target.value })}
              placeholder="https://example.com/webhook"
            />
          </FormField>
          <FormField label={t('settings.webhookSecret')} helper={t('settings.webhookSecretHelp')}>
            <Input
              name="webhookSecret"
              type="password"
              autoComplete="off"
              value={values.webhookSecret}
              onChange={(event) => onChange({ webhookSecret: event.target.value })}
              placeholder={secretSet ? t('settings.webhookSecretSet') : ''}
            />
          </FormField>
        </>
      )}
    </Stack>
  );
}
