import type { GatewayEvent, GatewayEventType } from '../schema/events/gateway-event';
import type { Checkpoint } from '../services/platform/ports/event-store';

/** A column value of a read-model row, as the SQL port returns it. */
export type Cell = string | number | bigint | boolean | Date | null;
export type Row = Readonly<Record<string, Cell>>;

/**
 * A read model: one table, folded from the log by a pure `evolve`. The runner
 * loads the rows an event touches (by `keysOf`), evolves each, and writes them
 * back (or deletes one when `evolve` returns null) together with the
 * checkpoint.
 * Bump `version` whenever `evolve` or the table changes meaning: the runner
 * then empties the table and replays the whole log.
 */
export interface Projection<R extends Row = Row> {
  readonly name: string;
  readonly version: number;
  /** The table it owns (created by a migration in schema/sql). */
  readonly table: string;
  /** Every column, and which of them form the primary key. */
  readonly columns: readonly (keyof R & string)[];
  readonly key: readonly (keyof R & string)[];
  /** Only these event types reach `keysOf` and `evolve`. */
  readonly handles: readonly GatewayEventType[];
  /** The primary-key values of each row this event changes, in `key` order; none is fine. */
  keysOf(event: GatewayEvent): readonly (readonly Cell[])[];
  /**
   * The row at `key` after `event` (`key` is one of `keysOf(event)`); `at`
   * is the event's place in the log, for a read model that keeps the log's
   * order (a feed read "after a cursor").
   */
  evolve(row: R | null, event: GatewayEvent, key: readonly Cell[], at?: { readonly position: Checkpoint }): R | null;
  /**
   * Optional: every row is the event's alone. Each key holds the event's id
   * (an event is applied once, so no earlier row is there) and `evolve`
   * builds the row from the event, ignoring the row it is given. The runner
   * then writes without reading the touched rows first (`evolve` gets null):
   * for an append-only table that read only probes its index for rows that
   * cannot exist.
   */
  readonly insertOnly?: true;
  /**
   * Optional: an event that removes every row older than an instant (a
   * clean-up the log records), by the time column it names. The runner
   * applies it at the event's place in the log: rows of earlier events go,
   * rows of later ones stay.
   */
  clears?(event: GatewayEvent): { readonly column: keyof R & string; readonly before: Date } | null;
}
