import { Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '../task-row';
import type { TaskColumn } from './task-columns';
import { TableFrame } from '../../../components/table-frame';

interface Props {
  readonly rows: readonly TaskRow[];
  readonly columns: readonly TaskColumn[];
  /** Tasks the live feed changed since the page was read. */
  readonly changed: ReadonlySet<string>;
}

/** A log's tasks as a table on a wide screen. */
export function TasksTable({ rows, columns, changed }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <TableFrame>
      <Table.Root size="sm" data-testid="tasks-table" aria-label={t('table.label')}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} whiteSpace="nowrap" px="2">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="10">
                {t('table.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={row.taskKey} data-testid="task-row" data-task={row.upstreamTaskId} data-live={changed.has(row.taskKey) || undefined}>
              {columns.map((column) => (
                <Table.Cell key={column.key} px="2">
                  {column.render(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}

/** On a phone (up to 600 px) each task is a card of its columns, label beside value. */
export function TaskCards({ rows, columns, changed }: Props) {
  const { t } = useTranslation('tasks');
  if (rows.length === 0)
    return (
      <Text textAlign="center" color="fg.muted" py="10" data-testid="tasks-cards">
        {t('table.empty')}
      </Text>
    );
  return (
    <Stack gap="3" data-testid="tasks-cards">
      {rows.map((row) => (
        <Card.Root key={row.taskKey} size="sm" data-testid="task-row" data-task={row.upstreamTaskId} data-live={changed.has(row.taskKey) || undefined}>
          <Card.Body gap="2">
            {columns.map((column) => (
              <HStack key={column.key} justify="space-between" align="center" gap="3" fontSize="sm" minH="6">
                <Text color="fg.muted" flexShrink={0}>
                  {column.label}
                </Text>
                <HStack minW="0" justify="flex-end">
                  {column.render(row)}
                </HStack>
              </HStack>
            ))}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
