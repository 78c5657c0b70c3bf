import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Status } from '../../../lib/status/status-fields';

export function StatusDetails({ status }: { status: Status }) {
  const { t } = useTranslation('home');
  return (
    <DataList.Root orientation="horizontal" gap="3">
      <DataList.Item>
        <DataList.ItemLabel>{t('version')}</DataList.ItemLabel>
        <DataList.ItemValue fontFamily="mono">{status.version}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('startTime')}</DataList.ItemLabel>
        <DataList.ItemValue fontFamily="mono">{formatDateTime(status.startTime)}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
