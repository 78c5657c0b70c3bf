import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../gql';

const WalletChanged = graphql(`
  subscription UsageRefresh_Wallet {
    walletChanged {
      userId
      usedQuota
    }
  }
`);

const ActivityChanged = graphql(`
  subscription UsageRefresh_Activity {
    activityChanged(hours: 1) {
      hour
      events
    }
  }
`);

/**
 * The usage read model folds a settle shortly after the wallet and activity
 * read models do, so after each push the dashboard is read at once and twice
 * more a moment later; the last read has the new usage.
 */
export const REREAD_AFTER_MS = [0, 1500, 5000] as const;

/**
 * The first push is the state now. The page was read a moment before, maybe
 * before the usage read model folded the last settle, and that fold sends no
 * push of its own: the page is read again twice, a little later.
 */
export const FIRST_REREAD_AFTER_MS = [1500, 5000] as const;

/**
 * Reads the dashboard again when usage may have changed, without a reload:
 * a user's own wallet changing (`walletChanged`), any new events for admins
 * (`activityChanged`), and every `refreshMinutes` (the option DataExportInterval).
 */
export function useUsageRefresh(admin: boolean, refreshMinutes: number, refresh: () => void): void {
  const client = useClient();
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let pushes = 0;
    const onPush = () => {
      pushes += 1;
      for (const delay of pushes === 1 ? FIRST_REREAD_AFTER_MS : REREAD_AFTER_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          latest.current();
        }, delay);
        timers.add(timer);
      }
    };
    const { unsubscribe } = admin
      ? client.subscription(ActivityChanged, {}).subscribe((result) => result.data && onPush())
      : client.subscription(WalletChanged, {}).subscribe((result) => result.data && onPush());
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [client, admin]);

  useEffect(() => {
    if (!(refreshMinutes > 0)) return;
    const every = setInterval(() => latest.current(), refreshMinutes * 60_000);
    return () => clearInterval(every);
  }, [refreshMinutes]);
}
