import type { TFunction } from 'i18next';
import type { ChannelTagRow } from '../channel-row';
import type { HealthById } from '../use-channel-health';
import type { ChannelActions } from '../use-channel-actions';

/** What every row of the list (table or cards) needs from the page. */
export interface ListContext {
  readonly t: TFunction<'channels'>;
  readonly actions: ChannelActions;
  readonly health: HealthById;
  readonly typeName: (type: number) => string;
  /** False for a type the relay cannot call yet (true while the catalogue loads). */
  readonly typeRelayed: (type: number) => boolean;
  readonly formatUsed: (quota: number) => string;
  readonly selecting: boolean;
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (id: number, on: boolean) => void;
  readonly onEdit: (id: number) => void;
  readonly onPickModel: (channel: { id: number; name: string; models: string }) => void;
  readonly onEditTag: (row: ChannelTagRow) => void;
}
