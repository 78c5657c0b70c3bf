import { Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FormDrawer } from '../../components/form-drawer';
import { TablePager } from '../../components/table-pager';
import { graphql } from '../../gql';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT } from '../../lib/format-quota';
import { isAdmin } from '../../lib/roles';
import { ColumnSettings } from './components/column-settings';
import { LogCards } from './components/log-cards';
import { LogFilters } from './components/log-filters';
import { LogsTable } from './components/logs-table';
import { SummaryChips } from './components/summary-chips';
import { UserInfoDialog } from './components/user-info-dialog';
import { readColumnChoice, saveColumnChoice, shownColumns } from './log-columns';
import { filterVariables, initialFilter, type LogFilterValues } from './log-filter';
import './logs-strings';
import { useLiveRows } from './use-live-rows';
import { usePaging } from '../../hooks/use-paging';
import { ScreenTitle } from '../../components/screen-title';

const LogsPage = graphql(`
  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {
    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {
      items {
        ...LogRow_Fields
      }
      total
      cursor
    }
    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {
      items {
        ...LogRow_Fields
      }
      total
      cursor
    }
  }
`);

/**
 * /log (spec 02 §2): the summary chips, the filters (in a drawer on a
 * phone), the rows one page at a time with the page size remembered in
 * `page-size` and the columns in `logs-table-columns`, expandable rows, and
 * the "live" switch that streams new rows in above the first page.
 */
export function UsageLogsScreen() {
  const { t } = useTranslation('logs');
  const caller = useSessionUser();
  const admin = isAdmin(caller?.role);
  const isMobile = useIsMobile();
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [values, setValues] = useState<LogFilterValues>(() => initialFilter());
  const [searches, setSearches] = useState(0);
  const { page, setPage, pageSize, changePageSize } = usePaging();
  const [choice, setChoice] = useState(readColumnChoice);
  const [choosing, setChoosing] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [live, setLive] = useState(false);
  const [infoUser, setInfoUser] = useState<number | null>(null);
  const filter = useMemo(() => filterVariables(values, admin), [values, admin]);

  const [list, reexecute] = useQuery({ query: LogsPage, variables: { admin, filter, page, pageSize }, requestPolicy: 'cache-and-network' });
  const loaded = list.data?.usageLogs ?? list.data?.myUsageLogs;
  const pageRows = loaded?.items ?? [];
  const liveRows = useLiveRows({ enabled: live, admin, filter, after: loaded?.cursor });
  const pageIds = new Set(pageRows.map((row) => row.eventId));
  const added = page === 1 ? liveRows.filter((row) => !pageIds.has(row.eventId)) : [];
  const rows = [...added, ...pageRows];
  const fresh = new Set(liveRows.map((row) => row.eventId));
  const [statRefresh, setStatRefresh] = useState(0);
  // A search reads the page again even when the filter did not change.
  useEffect(() => {
    if (searches > 0) reexecute({ requestPolicy: 'network-only' });
  }, [searches, reexecute]);
  useEffect(() => {
    if (liveRows.length > 0) setStatRefresh((n) => n + 1);
  }, [liveRows.length]);

  const search = (next: LogFilterValues) => {
    setValues(next);
    setPage(1);
    setSearches((n) => n + 1);
    setStatRefresh((n) => n + 1);
    setFiltering(false);
  };
  const toggleLive = (on: boolean) => {
    // The feed streams above the first page, from the place where that page was read.
    if (on) setPage(1);
    setLive(on);
  };
  const filters = <LogFilters key={searches} formId={isMobile ? 'log-filters-drawer' : 'log-filters'} initial={values} admin={admin} onSearch={search} />;

  return (
    <Stack gap="4" maxW="full" mx="auto">
      <ScreenTitle title={t('title')} subtitle={admin ? t('subtitleAdmin') : t('subtitle')} />
      <SummaryChips admin={admin} filter={filter} refresh={statRefresh} />
      {!isMobile && filters}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          {isMobile ? (
            <Button size="sm" variant="outline" onClick={() => setFiltering(true)} data-testid="open-log-filters">
              {t('filters.open')}
            </Button>
          ) : (
            <Button size="sm" colorPalette="teal" type="submit" form="log-filters">
              {t('filters.search')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => search(initialFilter())}>
            {t('filters.reset')}
          </Button>
          {!isMobile && (
            <Button size="sm" variant="outline" onClick={() => setChoosing(true)} data-testid="open-log-columns">
              {t('columnsDialog.open')}
            </Button>
          )}
        </HStack>
        <Button
          size="sm"
          variant={live ? 'solid' : 'outline'}
          colorPalette={live ? 'green' : 'gray'}
          aria-pressed={live}
          onClick={() => toggleLive(!live)}
          data-testid="live-toggle"
        >
          {live ? `● ${t('live.on')}` : `○ ${t('live.off')}`}
        </Button>
      </HStack>
      {isMobile ? (
        <LogCards rows={rows} admin={admin} display={display} fresh={fresh} onUser={setInfoUser} />
      ) : (
        <LogsTable rows={rows} columns={shownColumns(admin, choice)} admin={admin} display={display} fresh={fresh} onUser={setInfoUser} />
      )}
      <TablePager page={page} pageSize={pageSize} total={(loaded?.total ?? 0) + added.length} onPage={setPage} onPageSize={changePageSize} />
      <FormDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        title={t('filters.title')}
        formId="log-filters-drawer"
        submitLabel={t('filters.search')}
        cancelLabel={t('filters.cancel')}
        testId="log-filters-drawer"
      >
        {isMobile && filters}
      </FormDrawer>
      {admin && <UserInfoDialog userId={infoUser} onClose={() => setInfoUser(null)} />}
      <ColumnSettings
        open={choosing}
        admin={admin}
        choice={choice}
        onClose={() => setChoosing(false)}
        onSave={(next) => {
          saveColumnChoice(next);
          setChoice(next);
          setChoosing(false);
        }}
      />
    </Stack>
  );
}
