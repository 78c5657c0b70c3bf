import type { FollowStep } from '../../services/platform/follow-loop';
import { eventually } from './eventually';

/** The follow loops a gateway runs, by the name their steps report. */
export type FollowerName = 'low-balance alerts' | 'sending notifications';

export interface FollowerSteps {
  /** Pass as `onStep` to one follower or sender, or as `GatewayOverrides.onFollowerStep` (one recorder per instance). */
  readonly onStep: (step: FollowStep) => void;
  /**
   * Waits until the loop `name` has run `count` whole steps that started
   * after this call and found nothing more to do (`idle`: the follower
   * caught up with the log, the sender claimed every due notice and sent
   * it): positive evidence that it looked past what the test did, instead
   * of a sleep. A step under way at the call does not count.
   */
  caughtUp(name: FollowerName, count?: number): Promise<void>;
}

/** Records the steps of one instance's follow loops. */
export function recordFollowerSteps(): FollowerSteps {
  const steps: FollowStep[] = [];
  const of = (name: FollowerName) => steps.filter((step) => step.name === name);
  return {
    onStep: (step) => {
      steps.push(step);
    },
    async caughtUp(name, count = 1) {
      const before = of(name).length;
      // Steps of one loop never overlap: those after the one possibly under way started after this call.
      await eventually(
        () =>
          of(name)
            .slice(before + 1)
            .filter((step) => step.outcome === 'idle').length >= count,
        {
          what: `${count} step(s) of the ${name} loop that found nothing more to do`,
        },
      );
    },
  };
}
