// @vitest-environment jsdom
import './jsdom-setup';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAdmin } from '../../../console/src/app/guards/require-admin';
import { RequireLogin } from '../../../console/src/app/guards/require-login';
import { SetupGate } from '../../../console/src/app/guards/setup-gate';
import { markSessionEnded, saveSessionUser, sessionEnded } from '../../../console/src/lib/session-user';
import { renderConsole, testStatus } from './render-console';

const page = (text: string) => <p>{text}</p>;

/** The route tree of the app's guards, with a page per route saying where it is. */
const routes = [
  {
    element: (
      <SetupGate>
        <Outlet />
      </SetupGate>
    ),
    children: [
      { index: true, element: page('home page') },
      { path: 'setup', element: page('setup page') },
      { path: 'login', element: page('login page') },
      {
        element: <RequireLogin />,
        children: [
          { path: 'token', element: page('tokens page') },
          { element: <RequireAdmin />, children: [{ path: 'user', element: page('users page') }] },
        ],
      },
    ],
  },
];

const me = (role: number) => ({ data: { me: { id: 7, username: 'ann', displayName: 'Ann', role, status: 1, group: 'default' } } });
const signIn = (role: number) => saveSessionUser({ id: 7, username: 'ann', displayName: 'Ann', role, status: 1, group: 'default' });

/** Opens /token for a stored user whose session the server no longer knows, until the failure exchange has seen the 401. */
async function openAfterTheSessionEnded(): Promise<void> {
  const { server } = await renderConsole(routes, {
    path: '/token',
    answers: { RequireLogin_Me: { errors: [{ message: 'not signed in, or the session has expired', extensions: { code: 'UNAUTHENTICATED' } }] } },
  });
  await expect.poll(() => server.expired.length > 0).toBe(true);
}

describe('route guards', () => {
  it('sends every route to /setup while setup is not done', async () => {
    const { router } = await renderConsole(routes, { path: '/token', status: testStatus({ setup: false }) });
    await screen.findByText('setup page');
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('leaves the routes alone once setup is done', async () => {
    await renderConsole(routes, { path: '/' });
    await screen.findByText('home page');
  });

  it('sends a protected route to /login when no user is stored', async () => {
    const { router, server } = await renderConsole(routes, { path: '/token' });
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(server.sent.map((call) => call.name)).not.toContain('RequireLogin_Me');
  });

  it('shows a protected route to a stored user and refreshes it from the server', async () => {
    signIn(1);
    const { server } = await renderConsole(routes, { path: '/token', answers: { RequireLogin_Me: me(10) } });
    await screen.findByText('tokens page');
    expect(server.sent.map((call) => call.name)).toContain('RequireLogin_Me');
    await expect.poll(() => JSON.parse(localStorage.getItem('user') ?? '{}').role).toBe(10);
  });

  it('turns a 401 from the server into the expired redirect', async () => {
    signIn(1);
    await openAfterTheSessionEnded();
    expect(screen.queryByText('login page'), 'the failure exchange navigates; the guard does not race it').toBeNull();
  });

  it('sends a protected route to /login?expired=true once a 401 ended the session, whichever navigation lands first', async () => {
    signIn(1);
    markSessionEnded();
    // The login page (or another tab) has forgotten the user before this protected screen redirected.
    saveSessionUser(null);
    const { router } = await renderConsole(routes, { path: '/token' });
    await screen.findByText('login page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?expired=true');
  });

  it('marks the session ended on a 401, and a sign-in clears the mark', async () => {
    signIn(1);
    await openAfterTheSessionEnded();
    expect(sessionEnded()).toBe(true);
    signIn(1);
    expect(sessionEnded()).toBe(false);
  });

  it('keeps admin routes from ordinary users and opens them to admins', async () => {
    signIn(1);
    await renderConsole(routes, { path: '/user', answers: { RequireLogin_Me: me(1) } });
    await screen.findByText('无权访问');
    expect(screen.queryByText('users page')).toBeNull();
  });

  it('opens admin routes to a role of 10 or more', async () => {
    signIn(10);
    await renderConsole(routes, { path: '/user', answers: { RequireLogin_Me: me(10) } });
    await screen.findByText('users page');
  });
});
