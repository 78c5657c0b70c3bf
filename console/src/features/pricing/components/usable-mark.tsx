import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A check mark when the viewed group can use the model; a dash otherwise. */
export function UsableMark({ usable }: { readonly usable: boolean }) {
  const { t } = useTranslation('pricing');
  return usable ? (
    <Text as="span" color="green.fg" fontWeight="bold" aria-label={t('usable')} title={t('usable')} data-testid="pricing-usable">
      ✓
    </Text>
  ) : (
    <Text as="span" color="fg.subtle" aria-label={t('notUsable')} title={t('notUsable')}>
      –
    </Text>
  );
}
