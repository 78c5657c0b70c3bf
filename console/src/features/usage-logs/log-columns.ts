import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** The table's columns, in order; the column-settings dialog shows or hides each (spec 02 §2). */
export const LOG_COLUMNS = [
  'time',
  'channel',
  'user',
  'token',
  'group',
  'type',
  'model',
  'useTime',
  'prompt',
  'completion',
  'cost',
  'retry',
  'content',
] as const;

export type LogColumn = (typeof LOG_COLUMNS)[number];

/** Spec 02 §6: the channel, user and retry columns are the admins'. */
const ADMIN_COLUMNS: ReadonlySet<LogColumn> = new Set(['channel', 'user', 'retry']);

/** The columns the caller may see at all. */
export const availableColumns = (admin: boolean): LogColumn[] => LOG_COLUMNS.filter((column) => admin || !ADMIN_COLUMNS.has(column));

export type ColumnChoice = Readonly<Partial<Record<LogColumn, boolean>>>;

/** The remembered choice from `logs-table-columns`; unknown keys and a broken value are ignored. */
export function readColumnChoice(): ColumnChoice {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEYS.logsTableColumns) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([key, value]) => (LOG_COLUMNS as readonly string[]).includes(key) && typeof value === 'boolean'),
    ) as ColumnChoice;
  } catch {
    return {};
  }
}

export function saveColumnChoice(choice: ColumnChoice): void {
  writeStored(STORAGE_KEYS.logsTableColumns, JSON.stringify(choice));
}

/** The columns shown: the available ones the choice does not hide (every column is shown unless hidden). */
export const shownColumns = (admin: boolean, choice: ColumnChoice): LogColumn[] => availableColumns(admin).filter((column) => choice[column] !== false);
