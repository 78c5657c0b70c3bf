import { createContext } from 'react';
import type { Status } from './status-fields';

export interface StatusState {
  /** The newest status; the stored one until the server answers; null on a first visit before it does. */
  readonly status: Status | null;
  /** True once the server has answered (the stored status may be stale before). */
  readonly fresh: boolean;
  /** Set when the server could not be asked. */
  readonly failed: boolean;
}

export const StatusContext = createContext<StatusState>({ status: null, fresh: false, failed: false });
