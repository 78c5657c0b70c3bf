import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice, priceOf, type PriceDisplay, type PricedModel } from '../pricing-rules';

/** A model's price in the viewed group: input and output per 1M tokens, or per call. */
export function ModelPrice({ model, groupRatio, display }: { readonly model: PricedModel; readonly groupRatio: number; readonly display: PriceDisplay }) {
  const { t } = useTranslation('pricing');
  const price = priceOf(model, groupRatio);
  switch (price.kind) {
    case 'tokens':
      return (
        <Stack gap="0" fontSize="sm" data-testid="pricing-price">
          <Text whiteSpace="nowrap">{t('price.input', { price: formatPrice(price.inputPerMillion, display) })}</Text>
          <Text whiteSpace="nowrap">{t('price.output', { price: formatPrice(price.outputPerMillion, display) })}</Text>
        </Stack>
      );
    case 'call':
      return (
        <Text fontSize="sm" whiteSpace="nowrap" data-testid="pricing-price">
          {t('price.perCall', { price: formatPrice(price.perCall, display) })}
        </Text>
      );
    default: {
      const unknown: never = price;
      return unknown;
    }
  }
}
