import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../lib/session-user';

interface Props {
  readonly user: SessionUser | null;
  readonly ratios: ReadonlyMap<string, number>;
}

/** The caller's group and its ratio; for a guest, a warning that prices use the default group's ratio. */
export function PricingBanner({ user, ratios }: Props) {
  const { t } = useTranslation('pricing');
  if (user === null) {
    const ratio = ratios.get('default');
    return (
      <Box borderWidth="1px" borderRadius="lg" px="4" py="3" bg="orange.subtle" borderColor="orange.muted" data-testid="pricing-banner" data-guest>
        <Text color="orange.fg">{ratio === undefined ? t('banner.guestNoRatio') : t('banner.guest', { ratio })}</Text>
      </Box>
    );
  }
  const ratio = ratios.get(user.group);
  return (
    <Box borderWidth="1px" borderRadius="lg" px="4" py="3" bg="teal.subtle" borderColor="teal.muted" data-testid="pricing-banner">
      <Text color="teal.fg">{ratio === undefined ? t('banner.groupNoRatio', { group: user.group }) : t('banner.group', { group: user.group, ratio })}</Text>
    </Box>
  );
}
