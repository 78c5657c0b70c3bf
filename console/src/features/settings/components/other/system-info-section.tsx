import { Alert, Box, Button, DataList, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../../../hooks/use-status';
import { formatDateTime } from '../../../../lib/format-date-time';
import { notifyError, notifySuccess } from '../../../../lib/toaster';
import { SectionCard } from '../../../../components/section-card';
import { checkForUpdates, PROJECT_RELEASES_URL, type Release } from './update-check';

/** Spec 03 §2.1 other: the running version, when the server started, and a check for a newer release. */
export function SystemInfoSection() {
  const { t } = useTranslation('settingsOther');
  const { status } = useStatus();
  const [checking, setChecking] = useState(false);
  const [newer, setNewer] = useState<Release | null>(null);
  const version = status?.version ?? '';

  const check = async () => {
    setChecking(true);
    try {
      const result = await checkForUpdates(version, PROJECT_RELEASES_URL);
      setNewer(result.kind === 'newer' ? result.release : null);
      if (result.kind === 'failed') notifyError(t('info.checkFailed'));
      else if (result.kind === 'latest') notifySuccess(t('info.latest'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <SectionCard
      title={t('info.title')}
      hint={PROJECT_RELEASES_URL ? undefined : t('info.noFeed')}
      testId="settings-system-info"
      action={
        <Button size="sm" variant="outline" loading={checking} onClick={() => void check()}>
          {t('info.check')}
        </Button>
      }
    >
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('info.version')}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" data-testid="system-version">
            {version || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('info.startTime')}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" data-testid="system-start-time">
            {status && status.startTime > 0 ? formatDateTime(status.startTime) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {newer && (
        <Alert.Root status="info" borderRadius="md" data-testid="newer-release">
          <Alert.Indicator />
          <Box minW="0">
            <Alert.Title>{t('info.newer', { version: newer.tag })}</Alert.Title>
            {newer.body && (
              <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" mt="1">
                {newer.body}
              </Text>
            )}
          </Box>
        </Alert.Root>
      )}
    </SectionCard>
  );
}
