import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import { RoleBadge, StatusBadge } from './user-badges';
import { UserCards } from './user-cards';
import { UserRowActions } from './user-row-actions';
import { TableFrame } from '../../../components/table-frame';

export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly email: string;
  readonly group: string;
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly role: number;
  readonly status: number;
  readonly deletedAt?: string | null | undefined;
}

export interface UsersTableProps {
  readonly rows: readonly UserRow[];
  readonly caller: { id: number; role: number };
  readonly onEdit: (user: UserRow) => void;
  readonly onAddQuota: (user: UserRow) => void;
  readonly onManaged: (user: UserRow, change: { role: number; status: number }) => void;
  readonly onDeleted: () => void;
}

/** Spec 01 §2 (a table; cards on a phone): the users with their quota, status, role and actions; logged-off users are marked and have none. */
export function UsersTable({ rows, caller, onEdit, onAddQuota, onManaged, onDeleted }: UsersTableProps) {
  const { t } = useTranslation('users');
  const { status } = useStatus();
  const isMobile = useIsMobile();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  if (isMobile)
    return <UserCards rows={rows} caller={caller} onEdit={onEdit} onAddQuota={onAddQuota} onManaged={onManaged} onDeleted={onDeleted} display={display} />;
  return (
    <TableFrame>
      <Table.Root size="sm" interactive data-testid="users-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">{t('table.id')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="40">{t('table.user')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.group')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">{t('table.quota')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="72">{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={7} textAlign="center" color="fg.muted" py="10">
                {t('table.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((user) => (
            <Table.Row key={user.id} data-testid={`user-row-${user.username}`} opacity={user.deletedAt ? 0.6 : 1}>
              <Table.Cell>{user.id}</Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{user.username}</Text>
                  {(user.displayName || user.email) && (
                    <Text fontSize="xs" color="fg.muted" truncate maxW="56">
                      {[user.displayName, user.email].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Badge variant="surface">{user.group}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0" fontSize="xs">
                  <Text fontSize="sm" data-testid="user-quota">
                    {t('table.remaining', { amount: formatQuota(user.quota, display) })}
                  </Text>
                  <Text color="fg.muted">{t('table.used', { amount: formatQuota(user.usedQuota, display) })}</Text>
                  <Text color="fg.muted">{t('table.requests', { count: user.requestCount })}</Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <RoleBadge role={user.role} />
              </Table.Cell>
              <Table.Cell>
                {user.deletedAt ? (
                  <Badge colorPalette="gray" variant="solid">
                    {t('table.loggedOff')}
                  </Badge>
                ) : (
                  <StatusBadge status={user.status} />
                )}
              </Table.Cell>
              <Table.Cell>
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
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
