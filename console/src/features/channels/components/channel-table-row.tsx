import { Badge, HStack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ChannelColumn } from '../channel-columns';
import { commaItems, PRIORITY_MIN } from '../channel-rules';
import type { ChannelRow } from '../channel-row';
import type { ChannelHealth } from '../use-channel-health';
import { BalanceCell, HealthCell, ResponseTimeCell, StatusCell } from './channel-cells';
import { ChannelRowActions } from './channel-row-actions';
import type { ListContext } from './list-context';
import { NumberCell } from './number-cell';
import { TypeBadge } from './type-badge';

export function GroupBadges({ group }: { group: string }) {
  return (
    <Wrap gap="1">
      {commaItems(group).map((name) => (
        <Badge key={name} variant="surface" size="sm">
          {name}
        </Badge>
      ))}
    </Wrap>
  );
}

/** One channel's cell in a column. */
function channelCell(column: ChannelColumn, channel: ChannelRow, health: ChannelHealth | undefined, context: ListContext): ReactNode {
  const { t, actions } = context;
  switch (column) {
    case 'id':
      return channel.id;
    case 'name':
      return (
        <HStack gap="1.5">
          <Text fontWeight="medium" truncate maxW="44" title={channel.name}>
            {channel.name}
          </Text>
          {channel.multiKey && (
            <Badge size="sm" colorPalette="purple" variant="subtle">
              {t('fields.multiKey', { size: channel.multiKey.size })}
            </Badge>
          )}
        </HStack>
      );
    case 'group':
      return <GroupBadges group={channel.group} />;
    case 'type':
      return <TypeBadge type={channel.type} context={context} />;
    case 'status':
      return <StatusCell status={channel.status} otherInfo={channel.otherInfo} health={health} />;
    case 'health':
      return <HealthCell health={health} />;
    case 'responseTime':
      return <ResponseTimeCell ms={channel.responseTime} testTime={channel.testTime} />;
    case 'balance':
      return (
        <BalanceCell
          used={context.formatUsed(channel.usedQuota)}
          balance={channel.balance}
          updatedTime={channel.balanceUpdatedTime}
          onUpdate={() => void actions.updateBalance(channel)}
        />
      );
    case 'priority':
      return (
        <NumberCell
          label={t('columns.priority')}
          value={channel.priority}
          min={PRIORITY_MIN}
          onCommit={(text) => actions.setPriority(channel.id, text)}
          testId="channel-priority"
        />
      );
    case 'weight':
      return (
        <NumberCell
          label={t('columns.weight')}
          value={channel.weight}
          min={0}
          onCommit={(text) => actions.setWeight(channel.id, text)}
          testId="channel-weight"
        />
      );
    case 'actions':
      return <ChannelRowActions channel={channel} actions={actions} onEdit={context.onEdit} onPickModel={context.onPickModel} />;
  }
}

/** A channel's row of the table; inside a tag it is indented under the tag row. */
export function ChannelTableRow({
  channel,
  columns,
  context,
  nested = false,
}: {
  channel: ChannelRow;
  columns: readonly ChannelColumn[];
  context: ListContext;
  nested?: boolean;
}) {
  const health = context.health.get(channel.id);
  const selected = context.selected.has(channel.id);
  return (
    <Table.Row data-testid="channel-row" data-channel-id={channel.id} bg={nested ? 'bg.subtle' : undefined}>
      {context.selecting && (
        <Table.Cell>
          <input
            type="checkbox"
            aria-label={context.t('columns.select')}
            checked={selected}
            onChange={(event) => context.onSelect(channel.id, event.currentTarget.checked)}
            style={{ accentColor: 'var(--chakra-colors-teal-solid)', width: '1rem', height: '1rem' }}
          />
        </Table.Cell>
      )}
      {columns.map((column) => (
        <Table.Cell key={column} ps={nested && column === columns[0] ? '8' : undefined}>
          {channelCell(column, channel, health, context)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
