import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tokenStatusColor, tokenStatusKey } from '../token-rules';

/** Spec 02 §4: the token's status, with the 'enabled: model-restricted' variant. */
export function TokenStatusBadge({ status, modelLimitsEnabled }: { status: number; modelLimitsEnabled: boolean }) {
  const { t } = useTranslation('tokens');
  const key = tokenStatusKey(status, modelLimitsEnabled);
  return (
    <Badge colorPalette={tokenStatusColor(key)} variant="subtle" data-testid="token-status">
      {t(`status.${key}`)}
    </Badge>
  );
}
