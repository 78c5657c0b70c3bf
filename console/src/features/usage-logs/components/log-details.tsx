import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chargeBreakdown, parseOther } from '../charge-breakdown';
import type { LogRow } from '../log-row';
import { DetailLines } from './detail-lines';
import { ExplainCharge } from './explain-charge';

/** Whether a row has anything to expand: a breakdown, a request id to explain, or content. */
export const hasDetails = (row: LogRow, admin: boolean): boolean =>
  chargeBreakdown(parseOther(row.other), row.modelName, admin).length > 0 || (row.type === 2 && Boolean(row.requestId));

/** An expanded row: the charge as a person reads it, the request id, and "explain this charge" for a consumption row. */
export function LogDetails({ row, admin }: { row: LogRow; admin: boolean }) {
  const { t } = useTranslation('logs');
  const lines = chargeBreakdown(parseOther(row.other), row.modelName, admin);
  return (
    <Stack gap="3" maxW="3xl" data-testid="log-details">
      {lines.length > 0 && (
        <DetailLines
          testId="charge-breakdown"
          lines={lines.map((line) => ({
            key: line.key,
            label: t(`breakdown.${line.key}`),
            value: line.valueKey ? t(`values.${line.valueKey}.${line.value}` as 'values.streamEnd.complete', { defaultValue: line.value }) : line.value,
          }))}
        />
      )}
      {row.requestId && (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {t('details.requestId', { id: row.requestId })}
        </Text>
      )}
      {row.type === 2 && row.requestId && <ExplainCharge requestId={row.requestId} admin={admin} />}
    </Stack>
  );
}
