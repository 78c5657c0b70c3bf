import { Badge, DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import type { LiveStatus } from '../api/use-live-status';

export function StatusDetails({ status }: { status: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" gap="3">
      <DataList.Item>
        <DataList.ItemLabel>{t('status.version')}</DataList.ItemLabel>
        <DataList.ItemValue fontFamily="mono">{status.version}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('status.startTime')}</DataList.ItemLabel>
        <DataList.ItemValue fontFamily="mono">{formatDateTime(status.startTime)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('status.setup')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Badge colorPalette={status.setup ? 'green' : 'orange'} variant="subtle">
            {status.setup ? t('status.setupDone') : t('status.setupPending')}
          </Badge>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
