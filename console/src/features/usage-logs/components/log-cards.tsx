import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { rowContent } from '../log-note';
import type { LogRow } from '../log-row';
import { hasRequestCells } from '../log-rules';
import { ChannelTag, TimeTags, TypeTag, UserName } from './log-cells';
import { rowTime } from './log-cell';
import { hasDetails, LogDetails } from './log-details';

/** On a phone (up to 600 px) each row is a card: time and type, the request's figures, the content, and its details on request. */
export function LogCards({
  rows,
  admin,
  display,
  fresh,
  onUser,
}: {
  rows: readonly LogRow[];
  admin: boolean;
  display: QuotaDisplay;
  fresh: ReadonlySet<string>;
  onUser: (userId: number) => void;
}) {
  const { t } = useTranslation('logs');
  const [open, setOpen] = useState<string | null>(null);
  if (rows.length === 0)
    return (
      <Text textAlign="center" color="fg.muted" py="10" data-testid="logs-cards">
        {t('table.empty')}
      </Text>
    );
  return (
    <Stack gap="3" data-testid="logs-cards">
      {rows.map((row) => (
        <Card.Root key={row.eventId} size="sm" data-testid="log-row" data-event={row.eventId} borderColor={fresh.has(row.eventId) ? 'teal.solid' : undefined}>
          <Card.Body gap="2">
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" fontWeight="medium">
                {rowTime(row)}
              </Text>
              <TypeTag type={row.type} />
            </HStack>
            {admin && (
              <Box>
                <UserName row={row} onUser={onUser} />
              </Box>
            )}
            {hasRequestCells(row.type) && (
              <Stack gap="2" fontSize="sm">
                <HStack gap="2" wrap="wrap">
                  {admin && <ChannelTag row={row} withName />}
                  {row.modelName && <Text fontWeight="medium">{row.modelName}</Text>}
                  {row.tokenName && <Text color="fg.muted">{row.tokenName}</Text>}
                  {row.group && <Text color="fg.muted">{row.group}</Text>}
                </HStack>
                <TimeTags row={row} />
                <HStack justify="space-between" gap="2">
                  <Text color="fg.muted">{t('cards.tokens', { prompt: row.promptTokens, completion: row.completionTokens })}</Text>
                  <Text fontWeight="semibold" data-testid="log-cost">
                    {formatQuota(row.quota, display, 6)}
                  </Text>
                </HStack>
              </Stack>
            )}
            {row.content && (
              <Text fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid="log-content">
                {rowContent(row, t, display)}
              </Text>
            )}
            {hasDetails(row, admin) && (
              <Box>
                <Button size="xs" variant="ghost" px="0" onClick={() => setOpen(open === row.eventId ? null : row.eventId)} data-testid="log-expand">
                  {open === row.eventId ? `▾ ${t('table.collapse')}` : `▸ ${t('table.expand')}`}
                </Button>
                {open === row.eventId && <LogDetails row={row} admin={admin} />}
              </Box>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
