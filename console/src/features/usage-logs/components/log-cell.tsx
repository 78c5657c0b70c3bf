import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import type { LogColumn } from '../log-columns';
import type { LogRow } from '../log-row';
import { rowContent } from '../log-note';
import { hasRequestCells } from '../log-rules';
import { ChannelTag, RetryCell, TimeTags, TypeTag, UserName } from './log-cells';

/** The time of a row as YYYY-MM-DD HH:mm:ss (spec 02 §9). */
export const rowTime = (row: LogRow): string => formatDateTime(Date.parse(row.createdAt) / 1000);

/** Columns a row fills only when its type is 0, 2 or 5 (spec 02 §4). */
const REQUEST_COLUMNS: ReadonlySet<LogColumn> = new Set(['channel', 'token', 'group', 'model', 'useTime', 'prompt', 'completion', 'cost', 'retry']);

/** What one column shows for one row; empty for the request columns of a top-up, management or system row. */
export function LogCell({ column, row, display, onUser }: { column: LogColumn; row: LogRow; display: QuotaDisplay; onUser: (userId: number) => void }) {
  if (REQUEST_COLUMNS.has(column) && !hasRequestCells(row.type)) return null;
  switch (column) {
    case 'time':
      // Date above time: the table needs the width for the content column.
      return (
        <Text fontVariantNumeric="tabular-nums" title={rowTime(row)}>
          {rowTime(row).slice(0, 10)}
          <br />
          {rowTime(row).slice(11)}
        </Text>
      );
    case 'channel':
      return <ChannelTag row={row} />;
    case 'user':
      return <UserName row={row} onUser={onUser} />;
    case 'token':
      return row.tokenName ? <Badge variant="outline">{row.tokenName}</Badge> : null;
    case 'group':
      return row.group ? <Badge variant="surface">{row.group}</Badge> : null;
    case 'type':
      return <TypeTag type={row.type} />;
    case 'model':
      return row.modelName ? (
        <Badge colorPalette="blue" variant="subtle">
          {row.modelName}
        </Badge>
      ) : null;
    case 'useTime':
      return <TimeTags row={row} />;
    case 'prompt':
      return <Text>{row.promptTokens}</Text>;
    case 'completion':
      return <Text>{row.completionTokens}</Text>;
    case 'cost':
      return (
        <Text whiteSpace="nowrap" data-testid="log-cost">
          {formatQuota(row.quota, display, 6)}
        </Text>
      );
    case 'retry':
      return <RetryCell row={row} />;
    case 'content':
      return <ContentCell row={row} display={display} />;
  }
}

/** What the row says, in the reader's language (log-note.ts), clamped to three lines with the whole of it on hover. */
function ContentCell({ row, display }: { row: LogRow; display: QuotaDisplay }) {
  const { t } = useTranslation('logs');
  const text = rowContent(row, t, display);
  return (
    <Text fontSize="xs" color="fg.muted" minW="36" maxW="64" lineClamp={3} title={text} data-testid="log-content">
      {text}
    </Text>
  );
}
