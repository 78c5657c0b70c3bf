import { Badge, Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ChannelColumn } from '../channel-columns';
import { PRIORITY_MIN } from '../channel-rules';
import type { ChannelTagRow } from '../channel-row';
import { BalanceCell, ResponseTimeCell, StatusCell } from './channel-cells';
import { ChannelTableRow, GroupBadges } from './channel-table-row';
import type { ListContext } from './list-context';
import { NumberCell } from './number-cell';

/** Tag-level actions (spec 02 §4): enable or disable every channel of the tag, and the tag edit dialog. */
export function TagActions({ row, context }: { row: ChannelTagRow; context: ListContext }) {
  const { t, actions } = context;
  return (
    <HStack gap="1.5" wrap="wrap" data-testid={`tag-actions-${row.tag}`}>
      <Button size="xs" variant="outline" colorPalette="green" onClick={() => void actions.setTagEnabled(row.tag, true)}>
        {t('actions.enableAll')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="orange" onClick={() => void actions.setTagEnabled(row.tag, false)}>
        {t('actions.disableAll')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => context.onEditTag(row)}>
        {t('actions.editTag')}
      </Button>
    </HStack>
  );
}

function tagCell(column: ChannelColumn, row: ChannelTagRow, context: ListContext, toggle: ReactNode): ReactNode {
  const { t, actions } = context;
  switch (column) {
    case 'id':
      return toggle;
    case 'name':
      return (
        <HStack gap="2">
          <Badge colorPalette="blue" variant="solid">
            {t('tag.label', { tag: row.tag })}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {t('tag.channels', { count: row.channels.length })}
          </Text>
        </HStack>
      );
    case 'group':
      return <GroupBadges group={row.group} />;
    case 'type':
    case 'health':
      return null;
    case 'status':
      // A tag counts as enabled when any of its channels is (spec 02 §4).
      return <StatusCell status={row.status} otherInfo="" health={undefined} />;
    case 'responseTime':
      return <ResponseTimeCell ms={row.responseTime} testTime={0} />;
    case 'balance':
      return <BalanceCell used={context.formatUsed(row.usedQuota)} balance={row.balance} updatedTime={0} />;
    case 'priority':
      return (
        <NumberCell
          label={t('columns.priority')}
          value={row.tagPriority ?? null}
          min={PRIORITY_MIN}
          onCommit={(text) => actions.setTagNumber(row.tag, 'priority', text)}
          testId="tag-priority"
        />
      );
    case 'weight':
      return (
        <NumberCell
          label={t('columns.weight')}
          value={row.tagWeight ?? null}
          min={0}
          onCommit={(text) => actions.setTagNumber(row.tag, 'weight', text)}
          testId="tag-weight"
        />
      );
    case 'actions':
      return <TagActions row={row} context={context} />;
  }
}

/** A tag row of tag mode, which expands to show its channels. */
export function TagTableRow({ row, columns, context }: { row: ChannelTagRow; columns: readonly ChannelColumn[]; context: ListContext }) {
  const [open, setOpen] = useState(false);
  const { t } = context;
  const toggle = (
    <IconButton
      size="xs"
      variant="ghost"
      aria-expanded={open}
      aria-label={open ? t('tag.collapse', { tag: row.tag }) : t('tag.expand', { tag: row.tag })}
      onClick={() => setOpen(!open)}
      data-testid="tag-expand"
    >
      {open ? '▾' : '▸'}
    </IconButton>
  );
  return (
    <>
      <Table.Row data-testid="tag-row" data-tag={row.tag} bg="bg.muted">
        {context.selecting && <Table.Cell />}
        {columns.map((column) => (
          <Table.Cell key={column}>{tagCell(column, row, context, toggle)}</Table.Cell>
        ))}
      </Table.Row>
      {open && row.channels.map((channel) => <ChannelTableRow key={channel.id} channel={channel} columns={columns} context={context} nested />)}
    </>
  );
}
