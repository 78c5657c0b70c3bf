import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useStatus } from '../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT } from '../../lib/format-quota';
import { OnlineTopupCard } from './components/online-topup-card';
import { RedeemCard } from './components/redeem-card';
import { useLiveWallet, WalletBalance } from './components/wallet-balance';
import './wallet-strings';
import { ScreenTitle } from '../../components/screen-title';

const WalletData = graphql(`
  query WalletScreen_Data {
    wallet {
      userId
      quota
      usedQuota
      requestCount
    }
    topupInfo {
      enableOnlineTopup
      minTopup
      topUpLink
      amountOptions
      payMethods {
        name
        type
        color
        minTopup
      }
    }
  }
`);

/** /topup (spec 02 §2, 'My wallet'): the live balance, redeem a code, online top-up, the top-up link. */
export function WalletScreen() {
  const { t } = useTranslation('wallet');
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [data, refetch] = useQuery({ query: WalletData, requestPolicy: 'cache-and-network' });
  const { balances, live } = useLiveWallet(data.data?.wallet);
  const offer = data.data?.topupInfo;

  return (
    <Stack gap="5" maxW="5xl" mx="auto">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <WalletBalance balances={balances} live={live} display={display} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <RedeemCard topUpLink={offer?.topUpLink ?? ''} display={display} onRedeemed={() => refetch({ requestPolicy: 'network-only' })} />
        {/* A fresh offer (read again after a cached one) starts the amount at its own minimum. */}
        {offer && <OnlineTopupCard key={`${offer.enableOnlineTopup}:${offer.minTopup}`} offer={offer} inCurrency={display.displayInCurrency} />}
      </SimpleGrid>
    </Stack>
  );
}
