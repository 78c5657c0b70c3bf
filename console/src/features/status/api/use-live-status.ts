import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery, useSubscription, type CombinedError } from 'urql';
import { graphql } from '../../../gql';

export const LiveStatusFields = graphql(`
  fragment LiveStatus_Fields on Status {
    systemName
    logo
    version
    startTime
    setup
  }
`);

const LiveStatusLoad = graphql(`
  query LiveStatus_Load {
    status {
      ...LiveStatus_Fields
    }
  }
`);

const LiveStatusChanges = graphql(`
  subscription LiveStatus_Changes {
    statusChanged {
      ...LiveStatus_Fields
    }
  }
`);

export type LiveStatus = ResultOf<typeof LiveStatusFields>;

export interface LiveStatusState {
  /** Undefined until the first answer arrives (or when loading failed). */
  readonly status: LiveStatus | undefined;
  readonly error: CombinedError | undefined;
}

/**
 * Each event carries the whole status, so the newest one simply wins.
 * Applying the same event twice gives the same state: the reducer is idempotent.
 */
const keepNewest = (_previous: LiveStatus | undefined, event: ResultOf<typeof LiveStatusChanges>): LiveStatus => event.statusChanged;

/** The public server status, loaded once and then kept current by `statusChanged`. */
export function useLiveStatus(): LiveStatusState {
  const [loaded] = useQuery({ query: LiveStatusLoad });
  const [changed] = useSubscription({ query: LiveStatusChanges }, keepNewest);
  return { status: changed.data ?? loaded.data?.status, error: loaded.error };
}
