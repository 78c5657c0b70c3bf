import { Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { TablePager } from '../../components/table-pager';
import { graphql } from '../../gql';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useStatus } from '../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../lib/format-quota';
import { readChannelColumns, saveChannelColumns, shownChannelColumns } from './channel-columns';
import { useChannelPref } from './channel-prefs';
import type { ChannelListItem, ChannelTagRow } from './channel-row';
import './channels-strings';
import { BatchTagDialog } from './components/batch-tag-dialog';
import { ChannelCards } from './components/channel-cards';
import { ChannelColumnSettings } from './components/channel-column-settings';
import { ChannelDrawer } from './components/channel-drawer';
import { ChannelSearchForm, EMPTY_SEARCH, type ChannelSearch } from './components/channel-search-form';
import { ChannelsTable } from './components/channels-table';
import { ChannelsToolbar, type Switches } from './components/channels-toolbar';
import type { ListContext } from './components/list-context';
import { TagEditDialog } from './components/tag-edit-dialog';
import { TestAllProgress } from './components/test-all-progress';
import { TestModelDialog } from './components/test-model-dialog';
import { useChannelActions } from './use-channel-actions';
import { useChannelHealth } from './use-channel-health';
import { useTestAll } from './use-test-all';
import { usePaging } from '../../hooks/use-paging';
import { ScreenTitle } from '../../components/screen-title';

const Channels = graphql(`
  query ChannelsScreen_List($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {
    channels(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {
      items {
        ...ChannelRow_Fields
      }
      total
    }
  }
`);

const ByTag = graphql(`
  query ChannelsScreen_ByTag($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {
    channelsByTag(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {
      items {
        __typename
        ... on Channel {
          ...ChannelRow_Fields
        }
        ... on ChannelTagRow {
          ...ChannelTagRow_Fields
        }
      }
      total
    }
  }
`);

const Types = graphql(`
  query ChannelsScreen_Types {
    channelTypes {
      id
      name
      relayed
    }
  }
`);

/**
 * /channel, /channel/add and /channel/edit/:id (spec 02 §2): search, the
 * toolbar, the table (cards on a phone) or tag mode, health live from the
 * channel-health read model, and the create/edit drawer the route opens.
 */
export function ChannelsScreen() {
  const { t } = useTranslation('channels');
  const navigate = useNavigate();
  const params = useParams();
  const adding = useMatch('/channel/add') !== null;
  const isMobile = useIsMobile();
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [search, setSearch] = useState<ChannelSearch>(EMPTY_SEARCH);
  const { page, setPage, pageSize, changePageSize } = usePaging();
  const [idSort, setIdSort] = useChannelPref('idSort');
  const [tagMode, setTagMode] = useChannelPref('enableTagMode');
  const [batch, setBatch] = useChannelPref('enableBatchDelete');
  const [choice, setChoice] = useState(readChannelColumns);
  const [choosing, setChoosing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [picking, setPicking] = useState<{ id: number; name: string; models: string } | null>(null);
  const [editingTag, setEditingTag] = useState<ChannelTagRow | null>(null);
  const [tagging, setTagging] = useState(false);

  const variables = useMemo(
    () => ({ keyword: search.keyword || null, group: search.group || null, model: search.model || null, idSort, page, pageSize }),
    [search, idSort, page, pageSize],
  );
  const [plain, refetchPlain] = useQuery({ query: Channels, variables, pause: tagMode, requestPolicy: 'cache-and-network' });
  const [tagged, refetchTagged] = useQuery({ query: ByTag, variables, pause: !tagMode, requestPolicy: 'cache-and-network' });
  const [types] = useQuery({ query: Types });
  const reload = useCallback(() => {
    if (tagMode) refetchTagged({ requestPolicy: 'network-only' });
    else refetchPlain({ requestPolicy: 'network-only' });
  }, [tagMode, refetchPlain, refetchTagged]);
  const health = useChannelHealth();
  const actions = useChannelActions(reload);
  const testAll = useTestAll(reload);

  const items: ChannelListItem[] = tagMode
    ? (tagged.data?.channelsByTag.items ?? []).map((item) =>
        item.__typename === 'ChannelTagRow' ? { kind: 'tag', row: item } : { kind: 'channel', channel: item },
      )
    : (plain.data?.channels.items ?? []).map((channel) => ({ kind: 'channel', channel }));
  const total = (tagMode ? tagged.data?.channelsByTag.total : plain.data?.channels.total) ?? 0;
  const visibleIds = items.flatMap((item) => (item.kind === 'channel' ? [item.channel.id] : item.row.channels.map((channel) => channel.id)));
  const typeNames = new Map((types.data?.channelTypes ?? []).map((type) => [type.id, type.name]));
  const notRelayed = new Set((types.data?.channelTypes ?? []).filter((type) => !type.relayed).map((type) => type.id));

  const routeId = params.id === undefined ? null : Number(params.id);
  const target = adding ? 'create' : routeId !== null && Number.isSafeInteger(routeId) ? routeId : null;
  const closeDrawer = useCallback(() => void navigate('/channel', { replace: true }), [navigate]);

  const context: ListContext = {
    t,
    actions,
    health,
    typeName: (type) => typeNames.get(type) ?? String(type),
    typeRelayed: (type) => !notRelayed.has(type),
    formatUsed: (quota) => formatQuota(quota, display),
    selecting: batch,
    selected,
    onSelect: (id, on) =>
      setSelected((old) => {
        const next = new Set(old);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    onEdit: (id) => void navigate(`/channel/edit/${id}`),
    onPickModel: setPicking,
    onEditTag: setEditingTag,
  };
  const setSwitch = (name: keyof Switches, on: boolean) => {
    if (name === 'idSort') setIdSort(on);
    else if (name === 'tagMode') setTagMode(on);
    else setBatch(on);
    setSelected(new Set());
    setPage(1);
  };
  const afterBatch = () => {
    setSelected(new Set());
    reload();
  };

  return (
    <Stack gap="4" maxW="full" mx="auto">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <ChannelSearchForm
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
          setSelected(new Set());
        }}
      />
      <ChannelsToolbar
        switches={{ idSort, tagMode, batch }}
        onSwitch={setSwitch}
        selected={[...selected]}
        testing={testAll.run !== null && !testAll.run.finished}
        onAdd={() => void navigate('/channel/add')}
        onTestAll={() => void testAll.start()}
        onBatchTag={() => setTagging(true)}
        onColumns={() => setChoosing(true)}
        onChanged={afterBatch}
      />
      {testAll.run && <TestAllProgress run={testAll.run} onClose={testAll.close} />}
      {isMobile ? (
        <ChannelCards items={items} context={context} />
      ) : (
        <ChannelsTable
          items={items}
          columns={shownChannelColumns(choice)}
          context={context}
          allSelected={visibleIds.length > 0 && visibleIds.every((id) => selected.has(id))}
          onSelectAll={(on) => setSelected(on ? new Set(visibleIds) : new Set())}
        />
      )}
      <TablePager page={page} pageSize={pageSize} total={total} onPage={setPage} onPageSize={changePageSize} />
      <ChannelDrawer target={target} onClose={closeDrawer} onSaved={reload} />
      <ChannelColumnSettings
        open={choosing}
        choice={choice}
        onClose={() => setChoosing(false)}
        onSave={(next) => {
          saveChannelColumns(next);
          setChoice(next);
          setChoosing(false);
        }}
      />
      <TestModelDialog channel={picking} onTest={actions.test} onClose={() => setPicking(null)} />
      <TagEditDialog row={editingTag} onClose={() => setEditingTag(null)} onSave={actions.editTag} />
      <BatchTagDialog open={tagging} ids={[...selected]} onClose={() => setTagging(false)} onDone={afterBatch} />
    </Stack>
  );
}
