import { Button, HStack, Switch, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT } from '../../../lib/format-quota';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/toaster';
import { changedSettings, settingValues, validateSetting, type SettingErrors, type SettingValues } from '../user-setting';
import { NotificationFields } from './notification-fields';
import { SectionCard } from '../../../components/section-card';

const UpdateSetting = graphql(`
  mutation SettingsTabs_Update(
    $notifyType: String
    $quotaWarningThreshold: Quota
    $webhookUrl: String
    $webhookSecret: String
    $notificationEmail: String
    $acceptUnsetModelRatioModel: Boolean
  ) {
    updateSetting(
      notifyType: $notifyType
      quotaWarningThreshold: $quotaWarningThreshold
      webhookUrl: $webhookUrl
      webhookSecret: $webhookSecret
      notificationEmail: $notificationEmail
      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel
    )
  }
`);

/** Spec 01 §2, §4: the notification and price settings tabs; saving sends only the keys that changed. */
export function SettingsTabs({ setting, onSaved }: { setting: string; onSaved: () => void }) {
  const { t } = useTranslation('personal');
  const { status } = useStatus();
  const saved = useMemo(() => settingValues(setting), [setting]);
  const secretSet = useMemo(() => setting.includes('"webhook_secret_set":true'), [setting]);
  const [values, setValues] = useState<SettingValues>(saved);
  const [errors, setErrors] = useState<SettingErrors>({});
  const [{ fetching }, update] = useMutation(UpdateSetting);
  useEffect(() => setValues(saved), [saved]);
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const change = (next: Partial<SettingValues>) => setValues((old) => ({ ...old, ...next }));

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateSetting(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changedSettings(saved, values);
    if (Object.keys(changes).length === 0) return notifyInfo(t('settings.unchanged'));
    const result = await update(changes, { quiet: true });
    if (result.error) return notifyError(`${t('settings.failed')}: ${result.error.graphQLErrors[0]?.message ?? result.error.message}`);
    notifySuccess(t('settings.saved'));
    change({ webhookSecret: '' });
    onSaved();
  };

  return (
    <SectionCard title={t('settings.title')} testId="settings-tabs">
      <FormStack id="user-setting" onSubmit={(event) => void submit(event)}>
        <Tabs.Root defaultValue="notification" variant="line" colorPalette="teal">
          <Tabs.List>
            <Tabs.Trigger value="notification">{t('settings.notification')}</Tabs.Trigger>
            <Tabs.Trigger value="price">{t('settings.price')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="notification">
            <NotificationFields values={values} errors={errors} secretSet={secretSet} display={display} onChange={change} />
          </Tabs.Content>
          <Tabs.Content value="price">
            <Switch.Root
              checked={values.acceptUnsetModelRatioModel}
              onCheckedChange={(event) => change({ acceptUnsetModelRatioModel: event.checked })}
              colorPalette="teal"
              alignItems="flex-start"
            >
              <Switch.HiddenInput name="acceptUnsetModelRatioModel" />
              <Switch.Control mt="0.5" />
              <Stack gap="0">
                <Switch.Label>{t('settings.acceptUnset')}</Switch.Label>
                <Text fontSize="sm" color="fg.muted">
                  {t('settings.acceptUnsetHelp')}
                </Text>
              </Stack>
            </Switch.Root>
          </Tabs.Content>
        </Tabs.Root>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={fetching}>
            {t('settings.save')}
          </Button>
        </HStack>
      </FormStack>
    </SectionCard>
  );
}
