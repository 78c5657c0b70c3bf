import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PRIORITY_MIN } from '../channel-rules';
import type { ChannelListItem, ChannelRow, ChannelTagRow } from '../channel-row';
import { BalanceCell, HealthCell, ResponseTimeCell, StatusCell } from './channel-cells';
import { ChannelRowActions } from './channel-row-actions';
import { GroupBadges } from './channel-table-row';
import type { ListContext } from './list-context';
import { NumberCell } from './number-cell';
import { TagActions } from './tag-table-row';
import { TypeBadge } from './type-badge';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3">
      <Text fontSize="xs" color="fg.muted" flexShrink="0" pt="0.5">
        {label}
      </Text>
      <Box textAlign="end">{children}</Box>
    </HStack>
  );
}

function ChannelCard({ channel, context }: { channel: ChannelRow; context: ListContext }) {
  const { t, actions } = context;
  const health = context.health.get(channel.id);
  return (
    <Stack borderWidth="1px" borderRadius="lg" bg="bg.panel" p="3" gap="2.5" data-testid="channel-row" data-channel-id={channel.id}>
      <HStack justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          {context.selecting && (
            <input
              type="checkbox"
              aria-label={t('columns.select')}
              checked={context.selected.has(channel.id)}
              onChange={(event) => context.onSelect(channel.id, event.currentTarget.checked)}
              style={{ accentColor: 'var(--chakra-colors-teal-solid)', width: '1rem', height: '1rem' }}
            />
          )}
          <Text color="fg.muted" fontSize="sm">
            #{channel.id}
          </Text>
          <Text fontWeight="semibold" truncate>
            {channel.name}
          </Text>
        </HStack>
        <StatusCell status={channel.status} otherInfo={channel.otherInfo} health={health} />
      </HStack>
      <Line label={t('columns.type')}>
        <TypeBadge type={channel.type} context={context} />
      </Line>
      <Line label={t('columns.group')}>
        <GroupBadges group={channel.group} />
      </Line>
      <Line label={t('columns.responseTime')}>
        <ResponseTimeCell ms={channel.responseTime} testTime={channel.testTime} />
      </Line>
      <Line label={t('columns.health')}>
        <HealthCell health={health} />
      </Line>
      <Line label={t('columns.balance')}>
        <BalanceCell
          used={context.formatUsed(channel.usedQuota)}
          balance={channel.balance}
          updatedTime={channel.balanceUpdatedTime}
          onUpdate={() => void actions.updateBalance(channel)}
        />
      </Line>
      <HStack gap="3">
        <Line label={t('columns.priority')}>
          <NumberCell
            label={t('columns.priority')}
            value={channel.priority}
            min={PRIORITY_MIN}
            onCommit={(text) => actions.setPriority(channel.id, text)}
            testId="channel-priority"
          />
        </Line>
        <Line label={t('columns.weight')}>
          <NumberCell
            label={t('columns.weight')}
            value={channel.weight}
            min={0}
            onCommit={(text) => actions.setWeight(channel.id, text)}
            testId="channel-weight"
          />
        </Line>
      </HStack>
      <ChannelRowActions channel={channel} actions={actions} onEdit={context.onEdit} onPickModel={context.onPickModel} />
    </Stack>
  );
}

function TagCard({ row, context }: { row: ChannelTagRow; context: ListContext }) {
  const { t } = context;
  const [open, setOpen] = useState(false);
  return (
    <Stack borderWidth="1px" borderRadius="lg" bg="bg.muted" p="3" gap="2.5" data-testid="tag-row" data-tag={row.tag}>
      <HStack justify="space-between">
        <HStack gap="2">
          <Badge colorPalette="blue" variant="solid">
            {t('tag.label', { tag: row.tag })}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {t('tag.channels', { count: row.channels.length })}
          </Text>
        </HStack>
        <StatusCell status={row.status} otherInfo="" health={undefined} />
      </HStack>
      <GroupBadges group={row.group} />
      <HStack gap="3">
        <Line label={t('columns.priority')}>
          <NumberCell
            label={t('columns.priority')}
            value={row.tagPriority ?? null}
            min={PRIORITY_MIN}
            onCommit={(text) => context.actions.setTagNumber(row.tag, 'priority', text)}
            testId="tag-priority"
          />
        </Line>
        <Line label={t('columns.weight')}>
          <NumberCell
            label={t('columns.weight')}
            value={row.tagWeight ?? null}
            min={0}
            onCommit={(text) => context.actions.setTagNumber(row.tag, 'weight', text)}
            testId="tag-weight"
          />
        </Line>
      </HStack>
      <TagActions row={row} context={context} />
      <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="tag-expand">
        {open ? `▾ ${t('tag.collapse', { tag: row.tag })}` : `▸ ${t('tag.expand', { tag: row.tag })}`}
      </Button>
      {open && row.channels.map((channel) => <ChannelCard key={channel.id} channel={channel} context={context} />)}
    </Stack>
  );
}

/** The list on a phone: a card per channel or tag. */
export function ChannelCards({ items, context }: { items: readonly ChannelListItem[]; context: ListContext }) {
  return (
    <Stack gap="3" data-testid="channels-cards">
      {items.length === 0 && (
        <Text textAlign="center" color="fg.muted" py="10">
          {context.t('empty')}
        </Text>
      )}
      {items.map((item) =>
        item.kind === 'channel' ? (
          <ChannelCard key={`c${item.channel.id}`} channel={item.channel} context={context} />
        ) : (
          <TagCard key={`t${item.row.tag}`} row={item.row} context={context} />
        ),
      )}
    </Stack>
  );
}
