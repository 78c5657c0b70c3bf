import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { METRICS, type Metric } from '../dashboard-rules';

/** The range's totals: quota used, tokens and requests. */
export function UsageStats({ totals, format }: { totals: Readonly<Record<Metric, number>>; format: (metric: Metric, value: number) => string }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid columns={3} gap={{ base: '2', md: '3' }}>
      {METRICS.map((metric) => (
        <Stat.Root key={metric} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg.panel" minW="0">
          <Stat.Label>{t(`stats.${metric}`)}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'md', md: '2xl' }} data-testid={`dashboard-total-${metric}`}>
            {format(metric, totals[metric])}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
