import { activityHourly } from './activity-hourly';
import type { Projection, Row } from './projection';

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
export const PROJECTIONS: readonly Projection<Row>[] = [register(activityHourly)];
