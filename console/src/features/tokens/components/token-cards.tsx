import { Badge, Card, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { maskKey } from '../chat-link';
import type { TokenListHandlers, TokenRow } from '../token-row';
import { TokenRowActions } from './token-row-actions';
import { TokenStatusBadge } from './token-status-badge';

/** The tokens on a phone (spec 01 §9: up to 600 px): a card each instead of a table row. */
export function TokenCards({ rows, display, handlers }: { rows: readonly TokenRow[]; display: QuotaDisplay; handlers: TokenListHandlers }) {
  const { t } = useTranslation('tokens');
  if (rows.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="10" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        {t('table.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="tokens-table">
      {rows.map((token) => (
        <Card.Root key={token.id} size="sm" variant="outline" data-testid="token-row" data-name={token.name}>
          <Card.Body gap="3">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Text fontWeight="semibold" truncate>
                {token.name}
              </Text>
              <TokenStatusBadge status={token.status} modelLimitsEnabled={token.modelLimitsEnabled} />
            </HStack>
            <Code size="sm" alignSelf="flex-start">
              {maskKey(token.key)}
            </Code>
            <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
              <Text color="fg" fontSize="sm" data-testid="token-remaining">
                {t('table.remaining')} {token.unlimitedQuota ? t('table.unlimited') : formatQuota(token.remainQuota, display)}
              </Text>
              <Text>
                {t('table.used')} {formatQuota(token.usedQuota, display)}
              </Text>
              <Badge variant="surface">{token.group || t('table.defaultGroup')}</Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {t('table.expires')} {token.expiredTime === -1 ? t('table.never') : formatDateTime(token.expiredTime)}
            </Text>
            <TokenRowActions token={token} handlers={handlers} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
