import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { graphql } from '../../gql';

const WalletChanged = graphql(`
  subscription TokensScreen_WalletChanged {
    walletChanged {
      userId
      tokens {
        tokenId
        remainQuota
        usedQuota
        heldQuota
        unlimited
      }
    }
  }
`);

/**
 * A token's quota and its derived status (exhausted) come from the balance
 * read models, which fold a new allowance or a charge a moment after it is
 * written. `walletChanged` says when they have: the list is read again then,
 * so a token just made shows its quota, and a used one its use, without a reload.
 */
export function useLiveRefresh(reload: () => void): void {
  const [pushed] = useSubscription({ query: WalletChanged });
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    // The first answer too: the subscription may open after a change the page's first read missed.
    if (pushed.data) latest.current();
  }, [pushed.data]);
}
