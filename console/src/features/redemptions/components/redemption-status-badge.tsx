import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { redemptionStatusColor, redemptionStatusKey } from '../redemption-rules';

/** Spec 02 §4: unused, disabled, used, or unknown. */
export function RedemptionStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('redemptions');
  const key = redemptionStatusKey(status);
  return (
    <Badge colorPalette={redemptionStatusColor(key)} variant="subtle" data-testid="redemption-status">
      {t(`status.${key}`)}
    </Badge>
  );
}
