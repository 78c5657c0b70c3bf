import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** The table's columns, in order; the column-settings dialog shows or hides each (spec 02 §2). */
export const CHANNEL_COLUMNS = ['id', 'name', 'group', 'type', 'status', 'health', 'responseTime', 'balance', 'priority', 'weight', 'actions'] as const;

export type ChannelColumn = (typeof CHANNEL_COLUMNS)[number];

export type ChannelColumnChoice = Readonly<Partial<Record<ChannelColumn, boolean>>>;

/** The remembered choice from `channels-table-columns`; unknown keys and a broken value are ignored. */
export function readChannelColumns(): ChannelColumnChoice {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEYS.channelsTableColumns) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([key, value]) => (CHANNEL_COLUMNS as readonly string[]).includes(key) && typeof value === 'boolean'),
    ) as ChannelColumnChoice;
  } catch {
    return {};
  }
}

export function saveChannelColumns(choice: ChannelColumnChoice): void {
  writeStored(STORAGE_KEYS.channelsTableColumns, JSON.stringify(choice));
}

/** The columns shown: every one the choice does not hide. */
export const shownChannelColumns = (choice: ChannelColumnChoice): ChannelColumn[] => CHANNEL_COLUMNS.filter((column) => choice[column] !== false);
