import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../../../lib/roles';
import { statusKey } from '../user-rules';

const STATUS_PALETTE = { 'status.enabled': 'green', 'status.disabled': 'red', 'status.locked': 'orange', 'status.unknown': 'gray' } as const;
const ROLE_PALETTE = { 'role.user': 'gray', 'role.admin': 'blue', 'role.root': 'purple', 'role.unknown': 'gray' } as const;

/** Spec 01 §4: 1 enabled, 2 disabled, 3 locked (cannot be re-enabled), anything else unknown. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('users');
  const key = statusKey(status);
  return (
    <Badge colorPalette={STATUS_PALETTE[key]} variant="subtle">
      {t(key)}
    </Badge>
  );
}

/** Spec 01 §4: 1 user, 10 admin, 100 super admin, anything else unknown. */
export function RoleBadge({ role }: { role: number }) {
  const { t } = useTranslation();
  const key = roleKey(role);
  return (
    <Badge colorPalette={ROLE_PALETTE[key]} variant="outline">
      {t(key)}
    </Badge>
  );
}
