import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { RoleBadge, StatusBadge } from './user-badges';
import { UserRowActions } from './user-row-actions';
import type { UsersTableProps } from './users-table';

/** The user list on a phone (spec 01 §9: up to 600 px): one card per user instead of a table row. */
export function UserCards({ rows, caller, onEdit, onAddQuota, onManaged, onDeleted, display }: UsersTableProps & { display: QuotaDisplay }) {
  const { t } = useTranslation('users');
  if (rows.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="10" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        {t('table.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="users-table">
      {rows.map((user) => (
        <Card.Root key={user.id} size="sm" variant="outline" data-testid={`user-row-${user.username}`} opacity={user.deletedAt ? 0.6 : 1}>
          <Card.Body gap="3">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>
                  #{user.id} {user.username}
                </Text>
                {(user.displayName || user.email) && (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {[user.displayName, user.email].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Stack>
              <HStack gap="1.5" flexShrink="0">
                <RoleBadge role={user.role} />
                {user.deletedAt ? (
                  <Badge colorPalette="gray" variant="solid">
                    {t('table.loggedOff')}
                  </Badge>
                ) : (
                  <StatusBadge status={user.status} />
                )}
              </HStack>
            </HStack>
            <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
              <Badge variant="surface">{user.group}</Badge>
              <Text color="fg" fontSize="sm" data-testid="user-quota">
                {t('table.remaining', { amount: formatQuota(user.quota, display) })}
              </Text>
              <Text>{t('table.used', { amount: formatQuota(user.usedQuota, display) })}</Text>
              <Text>{t('table.requests', { count: user.requestCount })}</Text>
            </HStack>
            {!user.deletedAt && (
              <UserRowActions
                caller={caller}
                user={user}
                onEdit={() => onEdit(user)}
                onAddQuota={() => onAddQuota(user)}
                onManaged={(change) => onManaged(user, change)}
                onDeleted={onDeleted}
              />
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
