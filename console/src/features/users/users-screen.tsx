import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { TablePager } from '../../components/table-pager';
import { graphql } from '../../gql';
import { useSessionUser } from '../../hooks/use-session-user';
import { AddQuotaDialog } from './components/add-quota-dialog';
import { AddUserDrawer } from './components/add-user-drawer';
import { EditUserDrawer } from './components/edit-user-drawer';
import { UserSearchForm, type UserSearch } from './components/user-search-form';
import { UsersTable, type UserRow } from './components/users-table';
import { usePaging } from '../../hooks/use-paging';
import { ScreenTitle } from '../../components/screen-title';

const UsersPage = graphql(`
  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {
    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {
      items {
        id
        username
        displayName
        email
        group
        quota
        usedQuota
        requestCount
        role
        status
        deletedAt
      }
      page
      pageSize
      total
    }
  }
`);

/**
 * /user and /user/edit/:id (spec 01 §2): the admins' user list with search,
 * paging remembered in `page-size`, the add and edit drawers, the manage
 * actions and the add-quota dialog.
 */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const params = useParams();
  const caller = useSessionUser();
  const [search, setSearch] = useState<UserSearch>({ keyword: '', group: '' });
  const { page, setPage, pageSize, changePageSize } = usePaging();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [crediting, setCrediting] = useState<UserRow | null>(null);
  const [changed, setChanged] = useState<ReadonlyMap<number, { role: number; status: number }>>(new Map());
  const variables = useMemo(
    () => ({ keyword: search.keyword || null, group: search.group || null, page, pageSize }),
    [search.keyword, search.group, page, pageSize],
  );
  const [list, refetch] = useQuery({ query: UsersPage, variables, requestPolicy: 'cache-and-network' });
  const reload = () => {
    setChanged(new Map());
    refetch({ requestPolicy: 'network-only' });
  };
  const routeId = params.id === undefined ? null : Number(params.id);
  const editedId = editing ?? (routeId !== null && Number.isSafeInteger(routeId) ? routeId : null);
  const rows = (list.data?.users.items ?? []).map((user) => ({ ...user, ...changed.get(user.id) }));

  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <UserSearchForm
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        onAdd={() => setAdding(true)}
      />
      <UsersTable
        rows={rows}
        caller={{ id: caller?.id ?? 0, role: caller?.role ?? 0 }}
        onEdit={(user) => setEditing(user.id)}
        onAddQuota={setCrediting}
        onManaged={(user, change) => setChanged((old) => new Map(old).set(user.id, change))}
        onDeleted={reload}
      />
      <TablePager page={page} pageSize={pageSize} total={list.data?.users.total ?? 0} onPage={setPage} onPageSize={changePageSize} />
      <AddUserDrawer open={adding} onClose={() => setAdding(false)} onCreated={reload} />
      <EditUserDrawer
        userId={editedId}
        onClose={() => {
          setEditing(null);
          if (routeId !== null) void navigate('/user', { replace: true });
        }}
        onSaved={reload}
      />
      <AddQuotaDialog user={crediting} onClose={() => setCrediting(null)} onDone={reload} />
    </Stack>
  );
}
