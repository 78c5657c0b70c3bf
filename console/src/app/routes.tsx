import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { RequireAdmin } from './guards/require-admin';
import { RequireLogin } from './guards/require-login';
import { SetupGate } from './guards/setup-gate';
import { AppLayout } from './shell/app-layout';

/**
 * Spec 01 §2's route table. Each screen's code is loaded when its route is
 * first visited (`lazy`), so the bundle is split by route; a screen module
 * exports the component the route names.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <SetupGate>
        <AppLayout />
      </SetupGate>
    ),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: () => import('../features/home/home-screen').then((m) => ({ Component: m.HomeScreen })) },
      { path: 'setup', lazy: () => import('../features/setup/setup-screen').then((m) => ({ Component: m.SetupScreen })) },
      { path: 'login', lazy: () => import('../features/auth/login/login-screen').then((m) => ({ Component: m.LoginScreen })) },
      { path: 'register', lazy: () => import('../features/auth/register/register-screen').then((m) => ({ Component: m.RegisterScreen })) },
      { path: 'reset', lazy: () => import('../features/auth/reset/reset-request-screen').then((m) => ({ Component: m.ResetRequestScreen })) },
      { path: 'user/reset', lazy: () => import('../features/auth/reset/reset-confirm-screen').then((m) => ({ Component: m.ResetConfirmScreen })) },
      { path: 'oauth/:provider', lazy: () => import('../features/auth/oauth/oauth-callback-screen').then((m) => ({ Component: m.OAuthCallbackScreen })) },
      { path: 'about', lazy: () => import('../features/about/about-screen').then((m) => ({ Component: m.AboutScreen })) },
      { path: 'pricing', lazy: () => import('../features/pricing/pricing-screen').then((m) => ({ Component: m.PricingScreen })) },
      { path: 'chat/:id?', lazy: () => import('../features/chat/chat-screen').then((m) => ({ Component: m.ChatScreen })) },
      {
        element: <RequireLogin />,
        children: [
          { path: 'personal', lazy: () => import('../features/personal/personal-screen').then((m) => ({ Component: m.PersonalScreen })) },
          // Spec 01 §2: the editor without an id is the signed-in user's own, which the personal page is (without group and quota).
          { path: 'user/edit', element: <Navigate to="/personal" replace /> },
          { path: 'token', lazy: () => import('../features/tokens/tokens-screen').then((m) => ({ Component: m.TokensScreen })) },
          { path: 'log', lazy: () => import('../features/usage-logs/usage-logs-screen').then((m) => ({ Component: m.UsageLogsScreen })) },
          { path: 'detail', lazy: () => import('../features/dashboard/dashboard-screen').then((m) => ({ Component: m.DashboardScreen })) },
          { path: 'midjourney', lazy: () => import('../features/task-logs/drawing-log-screen').then((m) => ({ Component: m.DrawingLogScreen })) },
          { path: 'task', lazy: () => import('../features/task-logs/task-log-screen').then((m) => ({ Component: m.TaskLogScreen })) },
          { path: 'topup', lazy: () => import('../features/wallet/wallet-screen').then((m) => ({ Component: m.WalletScreen })) },
          { path: 'playground', lazy: () => import('../features/playground/playground-screen').then((m) => ({ Component: m.PlaygroundScreen })) },
          { path: 'chat2link', lazy: () => import('../features/chat/chat2link-screen').then((m) => ({ Component: m.Chat2LinkScreen })) },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'user', lazy: () => import('../features/users/users-screen').then((m) => ({ Component: m.UsersScreen })) },
              { path: 'user/edit/:id', lazy: () => import('../features/users/users-screen').then((m) => ({ Component: m.UsersScreen })) },
              { path: 'channel', lazy: () => import('../features/channels/channels-screen').then((m) => ({ Component: m.ChannelsScreen })) },
              { path: 'channel/add', lazy: () => import('../features/channels/channels-screen').then((m) => ({ Component: m.ChannelsScreen })) },
              { path: 'channel/edit/:id', lazy: () => import('../features/channels/channels-screen').then((m) => ({ Component: m.ChannelsScreen })) },
              { path: 'redemption', lazy: () => import('../features/redemptions/redemptions-screen').then((m) => ({ Component: m.RedemptionsScreen })) },
              { path: 'setting', lazy: () => import('../features/settings/settings-screen').then((m) => ({ Component: m.SettingsScreen })) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
