import { useTranslation } from 'react-i18next';
import { useSubscription } from 'urql';
import { StatCards } from '../../../components/stat-cards';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';

const WalletChanged = graphql(`
  subscription BalanceStats_WalletChanged {
    walletChanged {
      userId
      quota
      usedQuota
      requestCount
      affQuota
      affCount
      affHistoryQuota
    }
  }
`);

export interface Balances {
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly affQuota: number;
  readonly affCount: number;
  readonly affHistoryQuota: number;
}

/**
 * The signed-in user's wallet as it changes: the page's first read until the
 * server pushes the wallet over `walletChanged` (its own only), then each
 * charge, top-up or transfer as it lands, without a reload.
 */
export function useLiveBalances(initial: Balances): { balances: Balances; live: boolean } {
  const [pushed] = useSubscription({ query: WalletChanged });
  const wallet = pushed.data?.walletChanged;
  return { balances: wallet ?? initial, live: wallet !== undefined };
}

/** Spec 01 §2: balance, history consumption and request count. */
export function BalanceStats({ balances, live }: { balances: Balances; live: boolean }) {
  const { t } = useTranslation('personal');
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const stats = [
    { key: 'balance', label: t('stats.balance'), value: formatQuota(balances.quota, display), testId: 'balance' },
    { key: 'used', label: t('stats.used'), value: formatQuota(balances.usedQuota, display), testId: 'used-quota' },
    { key: 'requests', label: t('stats.requests'), value: balances.requestCount.toLocaleString('en-US'), testId: 'request-count' },
  ];
  return <StatCards stats={stats} live={live ? { label: t('stats.live'), hint: t('stats.liveHint'), testId: 'balance-live' } : undefined} />;
}
