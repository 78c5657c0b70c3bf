import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../hooks/use-status';

/** Spec 01 §2: a badge says when the site runs in self-use or demo mode. */
export function ModeBadge() {
  const { t } = useTranslation();
  const { status } = useStatus();
  if (status?.selfUseModeEnabled)
    return (
      <Badge colorPalette="purple" variant="subtle" data-testid="mode-badge">
        {t('mode.selfUse')}
      </Badge>
    );
  if (status?.demoSiteEnabled)
    return (
      <Badge colorPalette="orange" variant="subtle" data-testid="mode-badge">
        {t('mode.demo')}
      </Badge>
    );
  return null;
}
