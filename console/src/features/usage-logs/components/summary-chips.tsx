import { Badge, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import type { LogFilterVariables } from '../log-filter';

const Stat = graphql(`
  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {
    usageLogStat(filter: $filter) @include(if: $admin) {
      quota
      rpm
      tpm
    }
    myUsageLogStat(filter: $filter) @skip(if: $admin) {
      quota
      rpm
      tpm
    }
  }
`);

/** Spec 02 §2: the consumption of the filtered range, and the requests and tokens of the last minute. */
export function SummaryChips({ admin, filter, refresh }: { admin: boolean; filter: LogFilterVariables; refresh: number }) {
  const { t } = useTranslation('logs');
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [result, reexecute] = useQuery({ query: Stat, variables: { admin, filter }, requestPolicy: 'cache-and-network' });
  // Read again when the page asks (a search sent again, a live row arrived).
  useEffect(() => {
    if (refresh > 0) reexecute({ requestPolicy: 'network-only' });
  }, [refresh, reexecute]);
  const stat = result.data?.usageLogStat ?? result.data?.myUsageLogStat;
  const chips = [
    { key: 'quota', colour: 'blue', text: t('stats.quota', { amount: stat ? formatQuota(stat.quota, display) : '…' }) },
    { key: 'rpm', colour: 'pink', text: t('stats.rpm', { value: stat?.rpm ?? '…' }) },
    { key: 'tpm', colour: 'gray', text: t('stats.tpm', { value: stat?.tpm ?? '…' }) },
  ];
  return (
    <HStack gap="2" wrap="wrap" data-testid="log-stats">
      {chips.map((chip) => (
        <Badge key={chip.key} colorPalette={chip.colour} variant="subtle" size="lg" borderRadius="full" px="3" data-testid={`log-stat-${chip.key}`}>
          {chip.text}
        </Badge>
      ))}
    </HStack>
  );
}
