import type { ResultOf } from '@graphql-typed-document-node/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useSubscription } from 'urql';
import { graphql } from '../../gql';
import { StatusContext, type StatusState } from '../../lib/status/status-context';
import type { Status } from '../../lib/status/status-fields';
import { readStoredStatus, saveStatus } from '../../lib/status/stored-status';

const StatusLoad = graphql(`
  query StatusProvider_Load {
    status {
      ...Status_Fields
    }
  }
`);

const StatusChanges = graphql(`
  subscription StatusProvider_Changes {
    statusChanged {
      ...Status_Fields
    }
  }
`);

/** Each event carries the whole status, so the newest simply wins (idempotent, STACK.md G8). */
const keepNewest = (_previous: Status | undefined, event: ResultOf<typeof StatusChanges>): Status => event.statusChanged;

const stored = readStoredStatus();

/**
 * Loads the public status once, keeps it current through `statusChanged`,
 * caches it in local storage (spec 01 §3) and hands it to every screen.
 */
export function StatusProvider({ children }: { children: ReactNode }) {
  const [loaded] = useQuery({ query: StatusLoad, context: useMemo(() => ({ quiet: true }), []) });
  const [changed] = useSubscription({ query: StatusChanges }, keepNewest);
  const live = changed.data ?? loaded.data?.status;

  useEffect(() => {
    if (live) saveStatus(live);
  }, [live]);

  const state = useMemo<StatusState>(
    () => ({ status: live ?? stored, fresh: live !== undefined, failed: !live && loaded.error !== undefined }),
    [live, loaded.error],
  );
  return <StatusContext.Provider value={state}>{children}</StatusContext.Provider>;
}
