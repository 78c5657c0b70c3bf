import { Badge, Code, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { maskKey } from '../chat-link';
import type { TokenListHandlers, TokenRow } from '../token-row';
import { TokenRowActions } from './token-row-actions';
import { TokenStatusBadge } from './token-status-badge';
import { TableFrame } from '../../../components/table-frame';

interface Props {
  readonly rows: readonly TokenRow[];
  readonly display: QuotaDisplay;
  readonly handlers: TokenListHandlers;
}

/** Spec 02 §2: the tokens with status, key (masked), quota, times and actions. */
export function TokensTable({ rows, display, handlers }: Props) {
  const { t } = useTranslation('tokens');
  return (
    <TableFrame>
      <Table.Root size="sm" interactive data-testid="tokens-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="32">{t('table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.key')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="28">{t('table.remaining')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.group')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">{t('table.expires')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={7} textAlign="center" color="fg.muted" py="10">
                {t('table.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((token) => (
            <Table.Row key={token.id} data-testid="token-row" data-name={token.name}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{token.name}</Text>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" title={t('table.created')}>
                    {formatDateTime(token.createdTime)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <TokenStatusBadge status={token.status} modelLimitsEnabled={token.modelLimitsEnabled} />
              </Table.Cell>
              <Table.Cell>
                <Code size="sm" whiteSpace="nowrap">
                  {maskKey(token.key)}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text data-testid="token-remaining">{token.unlimitedQuota ? t('table.unlimited') : formatQuota(token.remainQuota, display)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('table.used')} {formatQuota(token.usedQuota, display)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Badge variant="surface">{token.group || t('table.defaultGroup')}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{token.expiredTime === -1 ? t('table.never') : formatDateTime(token.expiredTime)}</Table.Cell>
              <Table.Cell>
                <TokenRowActions token={token} handlers={handlers} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
