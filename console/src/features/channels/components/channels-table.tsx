import { Table } from '@chakra-ui/react';
import type { ChannelColumn } from '../channel-columns';
import type { ChannelListItem } from '../channel-row';
import { ChannelTableRow } from './channel-table-row';
import type { ListContext } from './list-context';
import { TagTableRow } from './tag-table-row';
import { TableFrame } from '../../../components/table-frame';

interface Props {
  readonly items: readonly ChannelListItem[];
  readonly columns: readonly ChannelColumn[];
  readonly context: ListContext;
  readonly allSelected: boolean;
  readonly onSelectAll: (on: boolean) => void;
}

/** Spec 02 §2's table: the chosen columns, a selection column in batch mode, tag rows in tag mode. */
export function ChannelsTable({ items, columns, context, allSelected, onSelectAll }: Props) {
  const { t } = context;
  return (
    <TableFrame>
      <Table.Root size="sm" data-testid="channels-table">
        <Table.Header>
          <Table.Row>
            {context.selecting && (
              <Table.ColumnHeader w="10">
                <input
                  type="checkbox"
                  aria-label={t('columns.select')}
                  checked={allSelected}
                  onChange={(event) => onSelectAll(event.currentTarget.checked)}
                  style={{ accentColor: 'var(--chakra-colors-teal-solid)', width: '1rem', height: '1rem' }}
                />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader key={column} minW={column === 'actions' ? '56' : undefined}>
                {t(`columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length + 1} textAlign="center" color="fg.muted" py="10">
                {t('empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {items.map((item) =>
            item.kind === 'channel' ? (
              <ChannelTableRow key={`c${item.channel.id}`} channel={item.channel} columns={columns} context={context} />
            ) : (
              <TagTableRow key={`t${item.row.tag}`} row={item.row} columns={columns} context={context} />
            ),
          )}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
