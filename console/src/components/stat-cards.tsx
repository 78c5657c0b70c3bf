import { Badge, HStack, SimpleGrid, Stat } from '@chakra-ui/react';

export interface StatCard {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly testId: string;
}

/** A row of figures in cards (three across, on a phone too); `live` puts a "live" badge on the first card while its figure follows the server. */
export function StatCards({ stats, live }: { stats: readonly StatCard[]; live?: { readonly label: string; readonly hint: string; readonly testId: string } }) {
  return (
    <SimpleGrid columns={stats.length} gap={{ base: '2', md: '3' }}>
      {stats.map((stat, index) => (
        <Stat.Root key={stat.key} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg.panel" minW="0">
          <HStack justify="space-between" gap="1" wrap="wrap">
            <Stat.Label>{stat.label}</Stat.Label>
            {index === 0 && live && (
              <Badge colorPalette="green" variant="subtle" size="sm" title={live.hint} data-testid={live.testId}>
                ● {live.label}
              </Badge>
            )}
          </HStack>
          <Stat.ValueText fontSize={{ base: 'lg', md: '2xl' }} data-testid={stat.testId} wordBreak="break-all">
            {stat.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
