import { ACCOUNT_ROUTES, EMAIL_ROUTES, OAUTH_ROUTES } from '../../features/accounts/rest';
import { CHANNEL_PROBE_ROUTES, CHANNEL_ROUTES } from '../../features/channels/rest';
import { DASHBOARD_ROUTES } from '../../features/dashboard/rest';
import { OPTION_ROUTES } from '../../features/options/rest';
import { PRICING_ROUTES } from '../../features/pricing/rest';
import { REDEMPTION_ROUTES } from '../../features/redemptions/rest';
import { STATUS_ROUTES } from '../../features/status/rest';
import { TOKEN_ROUTES } from '../../features/tokens/rest';
import { TOPUP_ROUTES } from '../../features/topup/rest';
import { TASK_ROUTES } from '../../features/tasks/rest';
import { USAGE_LOG_ROUTES } from '../../features/usage-log/rest';
import { WALLET_ROUTES } from '../../features/wallet/rest';
import type { RestRoute } from '../../platform/rest/route';

/** Every `/api` route. A path not listed here answers 404; a listed one checks `access` first. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...STATUS_ROUTES,
  ...WALLET_ROUTES,
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
  ...USAGE_LOG_ROUTES,
  ...TASK_ROUTES,
  ...DASHBOARD_ROUTES,
  ...CHANNEL_PROBE_ROUTES,
  ...CHANNEL_ROUTES,
];
