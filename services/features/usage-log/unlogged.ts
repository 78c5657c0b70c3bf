import type { EventStore } from '../../platform/ports/event-store';
import { readOptionHistory, spansOff } from '../../platform/options/option-history';
import type { UnloggedSpan } from './log-filter';

/*
 * What the log switches keep out of the usage log. The established gateway
 * writes no consumption row while LogConsumeEnabled is off, and no error row
 * unless ERROR_LOG_ENABLED is on. Here every row is folded from the log of
 * record regardless (a projection reads no option, and the ledger has every
 * charge), and the lists leave out the rows of a type made while its switch
 * was off: the spans come from the option's own history in the log, so
 * switching it on again does not bring back what was made meanwhile, as with
 * the established gateway, and a replay changes nothing. The spans are the
 * changes' times to the millisecond, from the switch going off until it
 * comes on again: a row stamped in the very millisecond it came back on is
 * shown.
 */

export async function unloggedSpans(deps: { readonly store: EventStore; readonly errorLogEnabled: boolean }): Promise<UnloggedSpan[]> {
  const consumption = spansOff(await readOptionHistory(deps.store, 'LogConsumeEnabled')).map((span) => ({ type: 2, ...span }));
  return deps.errorLogEnabled ? consumption : [...consumption, { type: 5, from: new Date(0), to: null }];
}
