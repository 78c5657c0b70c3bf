import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../gql';
import type { LogFilterVariables } from './log-filter';
import type { LogRow } from './log-row';

const MineAdded = graphql(`
  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {
    myUsageLogAdded(filter: $filter, after: $after) {
      ...LogRow_Fields
    }
  }
`);

const AllAdded = graphql(`
  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {
    usageLogAdded(filter: $filter, after: $after) {
      ...LogRow_Fields
    }
  }
`);

/** How long after the last new row the subscription is renewed to carry its cursor. */
export const RESUME_DELAY_MS = 800;

interface Options {
  readonly enabled: boolean;
  readonly admin: boolean;
  readonly filter: LogFilterVariables;
  /** The log's place when the page shown was read; the feed waits while the page is loading (undefined). */
  readonly after: string | undefined;
}

/**
 * The "live" feed: while enabled, new rows matching the filter, newest first,
 * from the page's own cursor (read with it): a row the page was read too
 * early to show still arrives.
 *
 * graphql-ws sends a subscription again with the same variables when the
 * socket drops and comes back, so the subscription is renewed shortly after
 * each new row with `after` set to the last row's cursor: a reconnect then
 * resumes after that row and the server sends exactly the rows missed.
 * Cursors sort as the log does, so a row at or before the last one received
 * (sent again by the renewed subscription) is dropped: nothing twice.
 */
export function useLiveRows({ enabled, admin, filter, after }: Options): LogRow[] {
  const client = useClient();
  const filterKey = JSON.stringify(filter);
  // One start of the feed: switched on, for this caller and filter, after this row. Anything received belongs to it.
  const start = JSON.stringify([enabled, admin, filterKey, after]);
  const [received, setReceived] = useState<{ start: string; rows: LogRow[] }>({ start, rows: [] });
  const [resume, setResume] = useState<{ start: string; after: string | undefined }>({ start, after });
  const resumeAfter = resume.start === start ? resume.after : after;
  // The newest row received: a renewed feed may send it again. (The page's cursor is the server's to read.)
  const last = useRef<{ start: string; cursor: string | null }>({ start, cursor: null });

  useEffect(() => {
    if (!enabled || resumeAfter === undefined) return;
    if (last.current.start !== start) last.current = { start, cursor: null };
    let renew: ReturnType<typeof setTimeout> | undefined;
    const variables = { filter: JSON.parse(filterKey) as LogFilterVariables, after: resumeAfter };
    const onRow = (row: LogRow | undefined) => {
      const seen = last.current.cursor;
      if (!row || (seen !== null && row.cursor <= seen)) return;
      last.current = { start, cursor: row.cursor };
      setReceived((old) => ({ start, rows: [row, ...(old.start === start ? old.rows : [])] }));
      clearTimeout(renew);
      renew = setTimeout(() => setResume({ start, after: row.cursor }), RESUME_DELAY_MS);
    };
    const { unsubscribe } = admin
      ? client.subscription(AllAdded, variables).subscribe((result) => onRow(result.data?.usageLogAdded))
      : client.subscription(MineAdded, variables).subscribe((result) => onRow(result.data?.myUsageLogAdded));
    return () => {
      clearTimeout(renew);
      unsubscribe();
    };
  }, [client, enabled, admin, filterKey, after, start, resumeAfter]);

  return enabled && received.start === start ? received.rows : [];
}
