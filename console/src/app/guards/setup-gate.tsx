import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useStatus } from '../../hooks/use-status';

/**
 * Spec 01 §2: every route goes to /setup while the status says setup is not
 * done. A first visit waits for the status; a later one trusts a stored
 * "set up" until the server's answer corrects it.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const { status, fresh, failed } = useStatus();
  const { pathname } = useLocation();
  // A stored "not set up" may be stale (setup just finished): only the server's answer sends to /setup.
  if (!fresh && !failed && (status === null || !status.setup)) return <PageSpinner />;
  if (status !== null && !status.setup && pathname !== '/setup') return <Navigate to="/setup" replace />;
  return <>{children}</>;
}
