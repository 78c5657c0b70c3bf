import { ACCOUNT_ROUTES } from './account-routes';
import { exportLedger } from './handlers/ledger';
import { getStatus } from './handlers/status';
import { OPTION_ROUTES } from './option-routes';
import { TOKEN_ROUTES } from './token-routes';
import { REDEMPTION_ROUTES } from './redemption-routes';
import { TOPUP_ROUTES } from './topup-routes';
import { CHANNEL_ROUTES } from './channel-routes';
import { CHANNEL_PROBE_ROUTES } from './channel-probe-routes';
import type { RestRoute } from './route';

/** Every `/api` route. A path not listed here answers 404; a listed one checks `access` first. */
export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/status', access: 'public', handler: getStatus },
  { method: 'GET', path: '/api/ledger/export', access: 'user', handler: exportLedger },
  ...OPTION_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TOKEN_ROUTES,
  ...REDEMPTION_ROUTES,
  ...TOPUP_ROUTES,
  ...CHANNEL_PROBE_ROUTES,
  ...CHANNEL_ROUTES,
];
