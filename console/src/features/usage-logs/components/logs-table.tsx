import { IconButton, Table } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotaDisplay } from '../../../lib/format-quota';
import type { LogColumn } from '../log-columns';
import type { LogRow } from '../log-row';
import { LogCell } from './log-cell';
import { hasDetails, LogDetails } from './log-details';
import { TableFrame } from '../../../components/table-frame';

interface Props {
  readonly rows: readonly LogRow[];
  readonly columns: readonly LogColumn[];
  readonly admin: boolean;
  readonly display: QuotaDisplay;
  /** Rows the live feed added, marked until the page is read again. */
  readonly fresh: ReadonlySet<string>;
  /** Admins: open a user's info. */
  readonly onUser: (userId: number) => void;
}

/** The usage log as a table (spec 02 §2): the chosen columns, and rows that expand into their details. */
export function LogsTable({ rows, columns, admin, display, fresh, onUser }: Props) {
  const { t } = useTranslation('logs');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <TableFrame>
      <Table.Root size="sm" data-testid="logs-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8" px="2" />
            {columns.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap" px="2">
                {t(`columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length + 1} textAlign="center" color="fg.muted" py="10">
                {t('table.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => {
            const expandable = hasDetails(row, admin);
            const expanded = open.has(row.eventId);
            return (
              <Fragment key={row.eventId}>
                <Table.Row
                  data-testid="log-row"
                  data-event={row.eventId}
                  data-live={fresh.has(row.eventId) || undefined}
                  bg={fresh.has(row.eventId) ? 'teal.subtle' : undefined}
                >
                  <Table.Cell px="2">
                    {expandable && (
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={expanded ? t('table.collapse') : t('table.expand')}
                        aria-expanded={expanded}
                        onClick={() => toggle(row.eventId)}
                        data-testid="log-expand"
                      >
                        {expanded ? '▾' : '▸'}
                      </IconButton>
                    )}
                  </Table.Cell>
                  {columns.map((column) => (
                    <Table.Cell key={column} px="2">
                      <LogCell column={column} row={row} display={display} onUser={onUser} />
                    </Table.Cell>
                  ))}
                </Table.Row>
                {expanded && (
                  <Table.Row bg="bg.muted">
                    <Table.Cell />
                    <Table.Cell colSpan={columns.length}>
                      <LogDetails row={row} admin={admin} />
                    </Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
