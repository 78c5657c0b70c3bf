import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import { DetailLines } from './detail-lines';

const Explain = graphql(`
  query ExplainCharge_Explain($requestId: String!, $language: String) {
    explainCharge(requestId: $requestId, language: $language) {
      requestId
      formula
      matches
      recomputed
      basis
      streamEnd
      channelsTried
      price {
        kind
        modelRatio
        completionRatio
        groupRatio
        modelPrice
      }
      reservation {
        amount
      }
      settlement {
        actual
        returned
      }
      release {
        amount
        reason
      }
    }
  }
`);

/**
 * "Explain this charge" on a consumption row: the server reads the request's
 * reservation and settlement from the ledger and recomputes the charge; this
 * shows the formula and whether the recomputation matches what was charged.
 */
export function ExplainCharge({ requestId, admin }: { requestId: string; admin: boolean }) {
  const { t, i18n } = useTranslation('logs');
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const quota = (value: number) => `${formatQuota(value, display, 6)} (${value.toLocaleString('en-US')})`;
  const [asked, setAsked] = useState(false);
  const [result] = useQuery({ query: Explain, variables: { requestId, language: i18n.language }, pause: !asked });
  const explained = result.data?.explainCharge;

  if (!explained)
    return (
      <Button size="xs" variant="outline" colorPalette="teal" loading={result.fetching} onClick={() => setAsked(true)} data-testid="explain-charge">
        {t('explain.action')}
      </Button>
    );
  const lines: Array<{ key: 'reserved' | 'charged' | 'returned' | 'released' | 'recomputed' | 'channels'; value: string }> = [
    { key: 'reserved', value: quota(explained.reservation.amount) },
  ];
  const { settlement, release, recomputed, channelsTried } = explained;
  if (settlement) lines.push({ key: 'charged', value: quota(settlement.actual) }, { key: 'returned', value: quota(settlement.returned) });
  if (release) lines.push({ key: 'released', value: `${quota(release.amount)} · ${release.reason}` });
  if (recomputed !== null && recomputed !== undefined) lines.push({ key: 'recomputed', value: quota(recomputed) });
  if (admin && channelsTried.length > 0) lines.push({ key: 'channels', value: channelsTried.map((id) => `#${id}`).join(' → ') });
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="charge-explanation">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{t('explain.title')}</Text>
        {explained.matches === null || explained.matches === undefined ? (
          <Badge colorPalette="gray">{t('explain.notRecomputed')}</Badge>
        ) : (
          <Badge colorPalette={explained.matches ? 'green' : 'red'} variant="solid" data-testid="explain-matches">
            {explained.matches ? t('explain.matches') : t('explain.differs')}
          </Badge>
        )}
      </HStack>
      {explained.formula && (
        <Box overflowX="auto">
          <Box
            as="pre"
            fontFamily="mono"
            bg="bg.muted"
            borderRadius="sm"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            p="2"
            fontSize="xs"
            data-testid="explain-formula"
          >
            {explained.formula}
          </Box>
        </Box>
      )}
      <DetailLines lines={lines.map((line) => ({ key: line.key, label: t(`explain.${line.key}`), value: line.value }))} />
    </Stack>
  );
}
