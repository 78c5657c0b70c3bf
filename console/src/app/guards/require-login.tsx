import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useSessionUser } from '../../hooks/use-session-user';
import { saveSessionUser, sessionEnded } from '../../lib/session-user';

const CurrentUser = graphql(`
  query RequireLogin_Me {
    me {
      id
      username
      displayName
      role
      status
      group
    }
  }
`);

/**
 * Spec 01 §2: protected routes go to /login when no user is stored. While
 * one is, the server is asked who it is on each protected screen visited: a changed role or name
 * is stored, and a session that ended answers 401, which the failure
 * exchange turns into /login?expired=true (and this guard too, once the
 * login page has forgotten the user).
 */
export function RequireLogin() {
  const user = useSessionUser();
  const location = useLocation();
  const [me, askAgain] = useQuery({ query: CurrentUser, requestPolicy: 'network-only', pause: user === null });

  // This layout stays mounted from one protected screen to the next: ask on each of them.
  const visited = useRef(location.pathname);
  useEffect(() => {
    if (visited.current === location.pathname || user === null) return;
    visited.current = location.pathname;
    askAgain({ requestPolicy: 'network-only' });
  }, [location.pathname, askAgain, user]);

  useEffect(() => {
    if (me.data && user) saveSessionUser(me.data.me);
  }, [me.data]);

  // After a 401 the failure exchange navigates to /login?expired=true; if this guard redirects first, it says so too.
  if (user === null) return <Navigate to={sessionEnded() ? '/login?expired=true' : '/login'} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
