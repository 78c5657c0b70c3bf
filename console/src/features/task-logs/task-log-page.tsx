import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FormDrawer } from '../../components/form-drawer';
import { TablePager } from '../../components/table-pager';
import { graphql } from '../../gql';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { isAdmin } from '../../lib/roles';
import { drawingColumns, taskColumns } from './components/task-columns';
import { TaskFilters } from './components/task-filters';
import { TaskViewDialog, type TaskView } from './components/task-view-dialog';
import { TaskCards, TasksTable } from './components/tasks-table';
import { initialTaskFilter, taskFilterVariables, type LogKind, type TaskFilterValues } from './task-filter';
import './task-logs-strings';
import { useLiveTasks, withChanges } from './use-live-tasks';
import { usePaging } from '../../hooks/use-paging';
import { ScreenTitle } from '../../components/screen-title';

const TasksPage = graphql(`
  query TaskLogPage_Page($admin: Boolean!, $kind: TaskKind!, $filter: TaskFilter, $page: Int, $pageSize: Int) {
    tasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {
      items {
        ...TaskRow_Fields
      }
      total
      cursor
    }
    myTasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {
      items {
        ...TaskRow_Fields
      }
      total
      cursor
    }
  }
`);

/**
 * The drawing log (`midjourney`) and the task log (`task`) of spec 02 §2:
 * the filters (in a drawer on a phone), one page at a time with the page
 * size remembered, progress and status updating live through the task feed,
 * and the dialog a long text, an image or a task id opens.
 */
export function TaskLogPage({ kind }: { kind: LogKind }) {
  const { t } = useTranslation('tasks');
  const admin = isAdmin(useSessionUser()?.role);
  const isMobile = useIsMobile();
  const { status } = useStatus();
  const [values, setValues] = useState<TaskFilterValues>(() => initialTaskFilter(kind));
  const [searches, setSearches] = useState(0);
  const { page, setPage, pageSize, changePageSize } = usePaging();
  const [filtering, setFiltering] = useState(false);
  const [view, setView] = useState<TaskView | null>(null);
  const filter = useMemo(() => taskFilterVariables(kind, values, admin), [kind, values, admin]);

  const [list, reexecute] = useQuery({ query: TasksPage, variables: { admin, kind, filter, page, pageSize }, requestPolicy: 'cache-and-network' });
  const loaded = list.data?.tasks ?? list.data?.myTasks;
  const pageRows = useMemo(() => loaded?.items ?? [], [loaded]);
  const changes = useLiveTasks({ kind, admin, filter, after: loaded?.cursor });
  const rows = withChanges(pageRows, changes, page === 1);
  const changed = new Set(changes.keys());
  useEffect(() => {
    if (searches > 0) reexecute({ requestPolicy: 'network-only' });
  }, [searches, reexecute]);

  const search = (next: TaskFilterValues) => {
    setValues(next);
    setPage(1);
    setSearches((n) => n + 1);
    setFiltering(false);
  };
  const columns = kind === 'midjourney' ? drawingColumns(t, admin, setView) : taskColumns(t, admin, setView);
  const formId = isMobile ? 'task-filters-drawer' : 'task-filters';
  const filters = <TaskFilters key={searches} formId={formId} initial={values} admin={admin} onSearch={search} />;
  const heading = kind === 'midjourney' ? 'drawing' : 'task';

  return (
    <Stack gap="4" maxW="full" mx="auto">
      <ScreenTitle title={t(`${heading}.title`)} subtitle={admin ? t(`${heading}.subtitleAdmin`) : t(`${heading}.subtitle`)} />
      {kind === 'midjourney' && admin && status?.mjNotifyEnabled === false && (
        <Alert.Root status="warning" data-testid="mj-notify-off">
          <Alert.Indicator />
          <Alert.Description>{t('drawing.notifyOff')}</Alert.Description>
        </Alert.Root>
      )}
      {!isMobile && filters}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          {isMobile ? (
            <Button size="sm" variant="outline" onClick={() => setFiltering(true)} data-testid="open-task-filters">
              {t('filters.open')}
            </Button>
          ) : (
            <Button size="sm" colorPalette="teal" type="submit" form="task-filters">
              {t('filters.search')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => search(initialTaskFilter(kind))}>
            {t('filters.reset')}
          </Button>
        </HStack>
        <Text fontSize="sm" color="green.fg" data-testid="tasks-live">
          ● {t('live')}
        </Text>
      </HStack>
      {isMobile ? <TaskCards rows={rows} columns={columns} changed={changed} /> : <TasksTable rows={rows} columns={columns} changed={changed} />}
      <TablePager page={page} pageSize={pageSize} total={(loaded?.total ?? 0) + (rows.length - pageRows.length)} onPage={setPage} onPageSize={changePageSize} />
      <FormDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        title={t('filters.title')}
        formId="task-filters-drawer"
        submitLabel={t('filters.search')}
        cancelLabel={t('filters.cancel')}
        testId="task-filters-drawer"
      >
        {isMobile && filters}
      </FormDrawer>
      <TaskViewDialog view={view} onClose={() => setView(null)} />
    </Stack>
  );
}
