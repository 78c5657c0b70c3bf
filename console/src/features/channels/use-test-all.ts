import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { graphql } from '../../gql';
import type { TestAll_ProgressSubscription } from '../../gql/graphql';
import { notifyInfo } from '../../lib/toaster';

const StartRun = graphql(`
  mutation TestAll_Start {
    testAllChannels {
      runId
      total
    }
  }
`);

const Progress = graphql(`
  subscription TestAll_Progress {
    channelTestProgress {
      runId
      done
      total
      finished
      last {
        channelId
        name
        success
        message
        time
        status
        statusChange
      }
    }
  }
`);

type Progress = TestAll_ProgressSubscription['channelTestProgress'];

export interface TestRunState {
  readonly runId: number | null;
  readonly done: number;
  readonly total: number;
  readonly finished: boolean;
  readonly last: Progress['last'];
}

/**
 * "Test all enabled channels" with live progress: the progress feed is
 * opened before the run starts, so its first notices are not missed, and
 * kept while the panel shows; notices of other runs are ignored.
 */
export function useTestAll(onStep: () => void) {
  const { t } = useTranslation('channels');
  const client = useClient();
  const [run, setRun] = useState<TestRunState | null>(null);
  const listening = run !== null;
  const runId = run?.runId ?? null;

  useEffect(() => {
    if (!listening) return;
    const { unsubscribe } = client.subscription(Progress, {}).subscribe((result) => {
      const progress = result.data?.channelTestProgress;
      if (!progress) return;
      setRun((old) => {
        if (!old || (old.runId !== null && old.runId !== progress.runId)) return old;
        if (old.done > progress.done && old.runId === progress.runId) return old;
        return { runId: progress.runId, done: progress.done, total: progress.total, finished: progress.finished, last: progress.last ?? old.last };
      });
      if (progress.last || progress.finished) onStep();
    });
    return unsubscribe;
  }, [client, listening, runId, onStep]);

  const start = async () => {
    setRun({ runId: null, done: 0, total: 0, finished: false, last: null });
    const result = await client.mutation(StartRun, {}).toPromise();
    const started = result.data?.testAllChannels;
    if (!started) {
      setRun(null);
      return;
    }
    notifyInfo(t('messages.testAllStarted', { total: started.total }));
    setRun((old) => (old && old.runId === null ? { ...old, runId: started.runId, total: started.total, finished: started.total === 0 } : old));
  };

  return { run, start, close: () => setRun(null) };
}
