import { Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import type { RedemptionHandlers, RedemptionRow } from '../redemption-row';
import { RedemptionRowActions } from './redemption-row-actions';
import { RedemptionStatusBadge } from './redemption-status-badge';
import { TableFrame } from '../../../components/table-frame';

interface Props {
  readonly rows: readonly RedemptionRow[];
  readonly display: QuotaDisplay;
  readonly handlers: RedemptionHandlers;
}

/** Spec 02 §2: the codes with status, quota, times and who redeemed them; a card each on a phone. */
export function RedemptionsTable({ rows, display, handlers }: Props) {
  const { t } = useTranslation('redemptions');
  const isMobile = useIsMobile();
  const redeemer = (code: RedemptionRow) => (code.usedUserId === 0 ? t('table.nobody') : `#${code.usedUserId}`);
  if (rows.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="10" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="redemptions-table">
        {t('table.empty')}
      </Text>
    );
  }
  if (isMobile) {
    return (
      <Stack gap="3" data-testid="redemptions-table">
        {rows.map((code) => (
          <Card.Root key={code.id} size="sm" variant="outline" data-testid="redemption-row" data-name={code.name}>
            <Card.Body gap="3">
              <HStack justify="space-between" gap="3">
                <Text fontWeight="semibold" truncate>
                  #{code.id} {code.name}
                </Text>
                <RedemptionStatusBadge status={code.status} />
              </HStack>
              <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
                <Text color="fg" fontSize="sm">
                  {formatQuota(code.quota, display)}
                </Text>
                <Text>{formatDateTime(code.createdTime)}</Text>
                <Text>
                  {t('table.redeemedBy')} {redeemer(code)}
                </Text>
              </HStack>
              <RedemptionRowActions code={code} handlers={handlers} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <TableFrame>
      <Table.Root size="sm" interactive data-testid="redemptions-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">{t('table.id')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="32">{t('table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.quota')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">{t('table.created')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.redeemedBy')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="64">{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((code) => (
            <Table.Row key={code.id} data-testid="redemption-row" data-name={code.name}>
              <Table.Cell>{code.id}</Table.Cell>
              <Table.Cell fontWeight="medium">{code.name}</Table.Cell>
              <Table.Cell>
                <RedemptionStatusBadge status={code.status} />
              </Table.Cell>
              <Table.Cell>{formatQuota(code.quota, display)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(code.createdTime)}</Table.Cell>
              <Table.Cell>{redeemer(code)}</Table.Cell>
              <Table.Cell>
                <RedemptionRowActions code={code} handlers={handlers} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
