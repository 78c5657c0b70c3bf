import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WalletView } from '../../features/wallet';
import { quotaDisplayOf, type QuotaDisplay } from '../../platform/quota-display';
import type { RelayTokenRecord } from '../../features/tokens';
import { checkKeyWithoutModel } from './key-checks';
import type { RelayContext, RelayDeps } from './openai/relay-openai';
import { sendRelayError } from './send-relay-error';

/*
 * OpenAI's legacy billing endpoints, which API clients and other gateways
 * read a balance from (server-behaviour 1.3, 9): `GET
 * /dashboard/billing/subscription` and `/usage`, with or without `/v1`,
 * for the key the request carries.
 *
 * DisplayTokenStatEnabled (default on) shows the key's token: its
 * allowance and what it has spent; off, the user's quota and spending. The
 * subscription's limits are everything granted (what is left plus what is
 * spent; 100,000,000 for an unlimited token), the usage is what is spent,
 * in cents as OpenAI's `total_usage` is; both in dollars (QuotaPerUnit to
 * the dollar) when DisplayInCurrencyEnabled is on, else in quota. So a
 * client's balance, hard limit − usage / 100, is what is left.
 *
 * The figures are the wallet's, read now. A reservation still running
 * counts as spent, as the established gateway's pre-consumption does, so
 * the limits stay the same while a request runs. The usage query's dates
 * are not read: `total_usage` is everything spent, as there.
 */

export type BillingEndpoint = 'subscription' | 'usage';

const BILLING_PATH = /^(?:\/v1)?\/dashboard\/billing\/(subscription|usage)$/;

/** The billing endpoint a path names (with or without `/v1`), or null. */
export function billingEndpointOf(pathname: string): BillingEndpoint | null {
  const match = BILLING_PATH.exec(pathname);
  return match === null ? null : (match[1] as BillingEndpoint);
}

/** What the limits read for an unlimited token, as the established gateway writes it. */
export const UNLIMITED_AMOUNT = 100_000_000;

/** What is shown: quota left and spent, and whether there is no limit. */
export interface BillingFigures {
  readonly remaining: number;
  /** Settled, plus held by requests still running. */
  readonly spent: number;
  readonly unlimited: boolean;
  /** Unix seconds the token works until; 0 when it never expires, or for the user's figures. */
  readonly accessUntil: number;
}

export async function answerBilling(
  deps: RelayDeps,
  req: IncomingMessage,
  res: ServerResponse,
  endpoint: BillingEndpoint,
  context: RelayContext,
  url: URL,
): Promise<void> {
  const { requestId } = context;
  const checked = await checkKeyWithoutModel(
    deps.hot,
    deps.options,
    { headers: req.headers, path: url.pathname, query: url.searchParams },
    context.clientIp,
    deps.clock(),
  );
  if (!checked.ok) return sendRelayError(res, checked.error, requestId);
  let figures: BillingFigures | null;
  try {
    figures = billingFigures(await deps.wallets.view(checked.owner.id), checked.token, deps.options.get('DisplayTokenStatEnabled'));
  } catch (error) {
    deps.logger.error('reading a wallet for the billing endpoints failed', { requestId, error });
    return sendRelayError(res, { kind: 'internal' }, requestId);
  }
  // A token whose allowance never reached the wallet cannot be used either (relay-openai's reservation refusal).
  if (figures === null) return sendRelayError(res, { kind: 'invalid_key' }, requestId);
  const display = quotaDisplayOf(deps.options);
  const body = endpoint === 'subscription' ? subscriptionOf(figures, display) : usageOf(figures, display);
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-request-id': requestId,
    'cache-control': 'no-store',
  });
  res.end(text);
}

/** The token's figures (DisplayTokenStatEnabled) or the user's; null when the wallet holds no allowance for the token. */
export function billingFigures(wallet: WalletView, token: RelayTokenRecord, tokenStats: boolean): BillingFigures | null {
  if (!tokenStats) return { remaining: wallet.quota, spent: wallet.usedQuota + wallet.heldQuota, unlimited: false, accessUntil: 0 };
  const allowance = wallet.tokens.find((t) => t.tokenId === token.id);
  if (allowance === undefined) return null;
  return {
    remaining: allowance.remainQuota,
    spent: allowance.usedQuota + allowance.heldQuota,
    unlimited: allowance.unlimited,
    accessUntil: token.expiredTime > 0 ? token.expiredTime : 0,
  };
}

/** Quota as the endpoints show it: dollars, or quota when the site shows quota. */
const shown = (quota: number, display: QuotaDisplay): number => (display.displayInCurrency ? quota / display.quotaPerUnit : quota);

/** OpenAI's legacy subscription: the limits in dollars (or quota), whatever the field names say. */
export interface OpenAiSubscription {
  readonly object: 'billing_subscription';
  readonly has_payment_method: true;
  readonly soft_limit_usd: number;
  readonly hard_limit_usd: number;
  readonly system_hard_limit_usd: number;
  readonly access_until: number;
}

/** OpenAI's legacy usage list. */
export interface OpenAiUsage {
  readonly object: 'list';
  readonly daily_costs: readonly never[];
  /** Cents: a hundred times the amount. */
  readonly total_usage: number;
}

export function subscriptionOf(figures: BillingFigures, display: QuotaDisplay): OpenAiSubscription {
  const limit = figures.unlimited ? UNLIMITED_AMOUNT : shown(figures.remaining + figures.spent, display);
  return {
    object: 'billing_subscription',
    has_payment_method: true,
    soft_limit_usd: limit,
    hard_limit_usd: limit,
    system_hard_limit_usd: limit,
    access_until: figures.accessUntil,
  };
}

/** Everything spent, with no daily breakdown. */
export function usageOf(figures: BillingFigures, display: QuotaDisplay): OpenAiUsage {
  // Multiplied before dividing: 2,550,000 quota at 500,000 to the dollar is 510 cents, not 509.99999999999994.
  return { object: 'list', daily_costs: [], total_usage: shown(figures.spent * 100, display) };
}
