import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Tells the reader that the figures next to it update by themselves. */
export function LiveBadge() {
  const { t } = useTranslation('home');
  return (
    <Badge colorPalette="green" variant="subtle" size="sm" gap="1.5">
      <Box as="span" boxSize="1.5" borderRadius="full" bg="green.solid" />
      {t('live')}
    </Badge>
  );
}
