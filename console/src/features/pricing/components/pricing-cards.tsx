import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { billingTypeOf, usableIn } from '../pricing-rules';
import { ModelPrice } from './model-price';
import { toggled, type PricingListProps } from './pricing-table';
import { RatioTags } from './ratio-tags';
import { SelectBox } from './select-box';
import { UsableMark } from './usable-mark';

/** The pricing table as cards on a phone. */
export function PricingCards({ rows, viewed, groupRatio, display, selected, onSelect }: PricingListProps) {
  const { t } = useTranslation('pricing');
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="10">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="pricing-cards">
      {rows.map((row) => (
        <Box key={row.modelName} borderWidth="1px" borderRadius="lg" bg="bg.panel" p="3" data-testid="pricing-row" data-model={row.modelName}>
          <HStack justify="space-between" gap="2" align="start">
            <HStack gap="2" minW="0">
              <SelectBox
                label={t('selectModel', { model: row.modelName })}
                checked={selected.has(row.modelName)}
                onChange={(on) => onSelect(toggled(selected, row.modelName, on))}
              />
              <Text fontFamily="mono" fontSize="sm" fontWeight="medium" wordBreak="break-all">
                {row.modelName}
              </Text>
            </HStack>
            <HStack gap="2" flexShrink={0}>
              <Badge size="sm" variant="outline" colorPalette={billingTypeOf(row.quotaType) === 'call' ? 'purple' : 'teal'}>
                {t(`billing.${billingTypeOf(row.quotaType)}`)}
              </Badge>
              <UsableMark usable={usableIn(row, viewed)} />
            </HStack>
          </HStack>
          <Stack gap="2" mt="2">
            <RatioTags model={row} groupRatio={groupRatio} />
            <ModelPrice model={row} groupRatio={groupRatio} display={display} />
            <HStack gap="1" wrap="wrap">
              {row.enableGroups.map((group) => (
                <Badge key={group} size="sm" variant={group === viewed ? 'solid' : 'subtle'} colorPalette="gray">
                  {group}
                </Badge>
              ))}
            </HStack>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
