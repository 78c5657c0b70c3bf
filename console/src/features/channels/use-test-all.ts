import { useEffect, useRef, useState } from 'react';
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
 * kept until the panel is closed; notices of other runs are ignored.
 */
export function useTestAll(onChanged: () => void) {
  const { t } = useTranslation('channels');
  const client = useClient();
  const [run, setRun] = useState<TestRunState | null>(null);
  const feed = useRef<(() => void) | null>(null);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const stop = () => {
    feed.current?.();
    feed.current = null;
  };
  useEffect(() => stop, []);

  const start = async () => {
    stop();
    setRun({ runId: null, done: 0, total: 0, finished: false, last: null });
    // The feed first, so the run's first notices reach it.
    feed.current = client.subscription(Progress, {}).subscribe((result) => {
      const progress = result.data?.channelTestProgress;
      if (!progress) return;
      setRun((old) => {
        if (!old || (old.runId !== null && old.runId !== progress.runId) || old.done > progress.done) return old;
        return { runId: progress.runId, done: progress.done, total: progress.total, finished: progress.finished, last: progress.last ?? old.last };
      });
      // The list is read again when a test changed a status and at the end (not after every channel of a long run).
      if (progress.finished || progress.last?.statusChange) changed.current();
    }).unsubscribe;
    const result = await client.mutation(StartRun, {}).toPromise();
    const started = result.data?.testAllChannels;
    if (!started) {
      stop();
      setRun(null);
      return;
    }
    notifyInfo(t('messages.testAllStarted', { total: started.total }));
    setRun((old) => (old && old.runId === null ? { ...old, runId: started.runId, total: started.total, finished: started.total === 0 } : old));
  };

  return {
    run,
    start,
    close: () => {
      stop();
      setRun(null);
    },
  };
}
