import { useContext } from 'react';
import { StatusContext, type StatusState } from '../lib/status/status-context';

/** The public status, kept current by the app's status provider. */
export function useStatus(): StatusState {
  return useContext(StatusContext);
}
