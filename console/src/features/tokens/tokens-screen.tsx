import { Alert, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TablePager } from '../../components/table-pager';
import { graphql } from '../../gql';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useStatus } from '../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT } from '../../lib/format-quota';
import { ManualCopyDialog } from './components/manual-copy-dialog';
import { TokenCards } from './components/token-cards';
import { TokenDrawer, type TokenDrawerState } from './components/token-drawer';
import { TokenSearchForm, type TokenSearch } from './components/token-search-form';
import { TokensTable } from './components/tokens-table';
import type { TokenListHandlers } from './token-row';
import './tokens-strings';
import { useLiveRefresh } from './use-live-refresh';
import { usePaging } from '../../hooks/use-paging';
import { ScreenTitle } from '../../components/screen-title';

const TokensPage = graphql(`
  query TokensScreen_Page($keyword: String, $key: String, $page: Int, $size: Int) {
    tokens(keyword: $keyword, key: $key, page: $page, size: $size) {
      items {
        id
        name
        key
        status
        remainQuota
        usedQuota
        unlimitedQuota
        expiredTime
        createdTime
        modelLimitsEnabled
        modelLimits
        allowIps
        group
      }
      total
    }
    status {
      serverAddress
    }
  }
`);

/**
 * /token (spec 02 §2): the warning banner, search by name and key, the
 * tokens a page at a time (size remembered in `page-size`), a card each on a
 * phone, and the create/edit drawer; read again as the wallet changes.
 */
export function TokensScreen() {
  const { t } = useTranslation('tokens');
  const isMobile = useIsMobile();
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [search, setSearch] = useState<TokenSearch>({ keyword: '', key: '' });
  const { page, setPage, pageSize, changePageSize } = usePaging();
  const [drawer, setDrawer] = useState<TokenDrawerState>({ open: false });
  const [manual, setManual] = useState<string | null>(null);
  const variables = useMemo(() => ({ keyword: search.keyword || null, key: search.key || null, page, size: pageSize }), [search, page, pageSize]);
  const [list, refetch] = useQuery({ query: TokensPage, variables, requestPolicy: 'cache-and-network' });
  const rows = list.data?.tokens.items ?? [];
  useLiveRefresh(() => refetch({ requestPolicy: 'network-only' }));
  const handlers: TokenListHandlers = {
    onEdit: (token) => setDrawer({ open: true, token }),
    onChanged: () => refetch({ requestPolicy: 'network-only' }),
    onCopyFailed: setManual,
    serverAddress: list.data?.status.serverAddress || window.location.origin,
  };

  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <Alert.Root status="warning" variant="subtle" borderRadius="md" data-testid="token-banner">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('banner')}</Alert.Title>
      </Alert.Root>
      <TokenSearchForm
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        onAdd={() => setDrawer({ open: true, token: null })}
      />
      {isMobile ? <TokenCards rows={rows} display={display} handlers={handlers} /> : <TokensTable rows={rows} display={display} handlers={handlers} />}
      <TablePager page={page} pageSize={pageSize} total={list.data?.tokens.total ?? 0} onPage={setPage} onPageSize={changePageSize} />
      <TokenDrawer state={drawer} display={display} onClose={() => setDrawer({ open: false })} onSaved={handlers.onChanged} />
      <ManualCopyDialog text={manual} onClose={() => setManual(null)} />
    </Stack>
  );
}
