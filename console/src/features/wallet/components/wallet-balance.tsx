import { useTranslation } from 'react-i18next';
import { useSubscription } from 'urql';
import { StatCards } from '../../../components/stat-cards';
import { graphql } from '../../../gql';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';

const WalletChanged = graphql(`
  subscription WalletBalance_Changed {
    walletChanged {
      userId
      quota
      usedQuota
      requestCount
    }
  }
`);

export interface WalletBalances {
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
}

/** The page's read until the server pushes the wallet over `walletChanged`, then each change as it lands, without a reload. */
export function useLiveWallet(initial: WalletBalances | undefined): { balances: WalletBalances | undefined; live: boolean } {
  const [pushed] = useSubscription({ query: WalletChanged });
  const wallet = pushed.data?.walletChanged;
  return { balances: wallet ?? initial, live: wallet !== undefined };
}

/** Spec 02 §3, User self: balance, used quota and request count, live. */
export function WalletBalance({ balances, live, display }: { balances: WalletBalances | undefined; live: boolean; display: QuotaDisplay }) {
  const { t } = useTranslation('wallet');
  const stats = [
    { key: 'balance', label: t('balance.balance'), value: balances ? formatQuota(balances.quota, display) : '…', testId: 'wallet-balance' },
    { key: 'used', label: t('balance.used'), value: balances ? formatQuota(balances.usedQuota, display) : '…', testId: 'wallet-used' },
    { key: 'requests', label: t('balance.requests'), value: balances ? balances.requestCount.toLocaleString('en-US') : '…', testId: 'wallet-requests' },
  ];
  return <StatCards stats={stats} live={live ? { label: t('balance.live'), hint: t('balance.liveHint'), testId: 'wallet-live' } : undefined} />;
}
