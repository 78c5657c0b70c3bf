import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TablePager } from '../../components/table-pager';
import { graphql } from '../../gql';
import { useStatus } from '../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT } from '../../lib/format-quota';
import { CreatedCodesDialog } from './components/created-codes-dialog';
import { RedemptionDrawer, type RedemptionDrawerState } from './components/redemption-drawer';
import { RedemptionSearchForm } from './components/redemption-search-form';
import { RedemptionsTable } from './components/redemptions-table';
import type { RedemptionHandlers } from './redemption-row';
import './redemptions-strings';
import { usePaging } from '../../hooks/use-paging';
import { ScreenTitle } from '../../components/screen-title';

const RedemptionsPage = graphql(`
  query RedemptionsScreen_Page($keyword: String, $page: Int, $pageSize: Int) {
    redemptions(keyword: $keyword, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        key
        status
        quota
        createdTime
        usedUserId
        redeemedTime
      }
      total
    }
  }
`);

/** /redemption (spec 02 §2, admins): search, the codes a page at a time, create (shows the codes) and edit, the status rules, delete. */
export function RedemptionsScreen() {
  const { t } = useTranslation('redemptions');
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [keyword, setKeyword] = useState('');
  const { page, setPage, pageSize, changePageSize } = usePaging();
  const [drawer, setDrawer] = useState<RedemptionDrawerState>({ open: false });
  const [created, setCreated] = useState<string[] | null>(null);
  const variables = useMemo(() => ({ keyword: keyword || null, page, pageSize }), [keyword, page, pageSize]);
  const [list, refetch] = useQuery({ query: RedemptionsPage, variables, requestPolicy: 'cache-and-network' });
  const handlers: RedemptionHandlers = {
    onEdit: (code) => setDrawer({ open: true, code }),
    onChanged: () => refetch({ requestPolicy: 'network-only' }),
  };

  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <RedemptionSearchForm
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
        onAdd={() => setDrawer({ open: true, code: null })}
        onDeleted={handlers.onChanged}
      />
      <RedemptionsTable rows={list.data?.redemptions.items ?? []} display={display} handlers={handlers} />
      <TablePager page={page} pageSize={pageSize} total={list.data?.redemptions.total ?? 0} onPage={setPage} onPageSize={changePageSize} />
      <RedemptionDrawer state={drawer} display={display} onClose={() => setDrawer({ open: false })} onSaved={handlers.onChanged} onCreated={setCreated} />
      <CreatedCodesDialog
        codes={created}
        onClose={() => {
          setCreated(null);
          setDrawer({ open: false });
        }}
      />
    </Stack>
  );
}
