import { activityHourly } from './activity-hourly';
import { channelHealthLatest } from './channel-health/channel-health-latest';
import { channelHealthMinutes } from './channel-health/channel-health-minutes';
import { channelUsage } from './ledger/channel-usage';
import { ledgerAccounts } from './ledger/ledger-accounts';
import { ledgerEntries } from './ledger/ledger-entries';
import { requestCharges } from './ledger/request-charges';
import { tokenBalances } from './ledger/token-balances';
import { userBalances } from './ledger/user-balances';
import type { Projection, Row } from './projection';
import { usageHourly } from './usage-hourly';
import { tasks } from './tasks/tasks';
import { usageLog } from './usage-log/usage-log';

/**
 * Widens a projection's row type for the list below. Sound because the runner
 * only ever hands a projection rows read from that projection's own table.
 */
const register = <R extends Row>(projection: Projection<R>): Projection<Row> => projection as unknown as Projection<Row>;

/**
 * Every read model built from the log. The runner keeps each one current,
 * `npm run replay -- --verify` checks each against a rebuild, and the A11 and
 * A12 harnesses run over each: adding a projection here is enough.
 */
export const PROJECTIONS: readonly Projection<Row>[] = [
  register(activityHourly),
  register(userBalances),
  register(tokenBalances),
  register(channelUsage),
  register(requestCharges),
  register(ledgerEntries),
  register(ledgerAccounts),
  register(usageLog),
  register(tasks),
  register(usageHourly),
  register(channelHealthLatest),
  register(channelHealthMinutes),
];
