import { ACCOUNT_ROUTES } from './account-routes';
import { exportLedger } from './handlers/ledger';
import { getStatus } from './handlers/status';
import { OPTION_ROUTES } from './option-routes';
import { TOKEN_ROUTES } from './token-routes';
import { REDEMPTION_ROUTES } from './redemption-routes';
import { TOPUP_ROUTES } from './topup-routes';
import { CHANNEL_ROUTES } from './channel-routes';
import { CHANNEL_PROBE_ROUTES } from './channel-probe-routes';
import { PRICING_ROUTES } from './pricing-routes';
import { OAUTH_ROUTES } from './oauth-routes';
import { EMAIL_ROUTES } from './email-routes';
import type { RestRoute } from './route';

/** Every `/api` route. A path not listed here answers 404; a listed one checks `access` first. */
export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/status', access: 'public', handler: getStatus },
  { method: 'GET', path: '/api/ledger/export', access: 'user', handler: exportLedger },
  // Before the account and channel routes: their `/:id` paths would take `models` as an id.
  ...PRICING_ROUTES,
  ...OPTION_ROUTES,
  ...ACCOUNT_ROUTES,
  // Before the OAuth routes: `/api/oauth/email/bind` is not a provider.
  ...EMAIL_ROUTES,
  ...OAUTH_ROUTES,
  ...TOKEN_ROUTES,
  ...REDEMPTION_ROUTES,
  ...TOPUP_ROUTES,
  ...CHANNEL_PROBE_ROUTES,
  ...CHANNEL_ROUTES,
];
