import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ratioColour, ratioTags, type ExtraRatios, type PricedModel } from '../pricing-rules';

/** A row's ratios as coloured tags (spec 02 §9's ratio colours). */
export function RatioTags({ model, groupRatio }: { readonly model: PricedModel & ExtraRatios; readonly groupRatio: number }) {
  const { t } = useTranslation('pricing');
  return (
    <HStack gap="1" wrap="wrap" data-testid="pricing-ratios">
      {ratioTags(model, groupRatio).map((tag) => (
        <Badge key={tag.kind} size="sm" variant="subtle" colorPalette={ratioColour(tag.value)} data-ratio={tag.kind} data-colour={ratioColour(tag.value)}>
          {t(`ratio.${tag.kind}`, { value: tag.value })}
        </Badge>
      ))}
    </HStack>
  );
}
