import { expect, it } from 'vitest';
import { claimScheduledRun } from '../../../../services/platform/scheduled-claims';
import { describeOnEachBackend } from '../../../testkit/databases';

/*
 * The claim every scheduled job's tick makes: exactly one claim per
 * interval, however many instances tick at once, and each job on its own.
 */

describeOnEachBackend('scheduled job claims', (test) => {
  const claim = (job: string, now: number, intervalSeconds: number) => test.db.transaction((tx) => claimScheduledRun(tx, job, now, intervalSeconds));

  it('grants the first claim, refuses the next within the interval, and grants one again once it has passed', async () => {
    expect(await claim('job-a', 1_000, 60)).toBe(true);
    expect(await claim('job-a', 1_001, 60)).toBe(false);
    expect(await claim('job-a', 1_059, 60)).toBe(false);
    expect(await claim('job-a', 1_060, 60)).toBe(true);
    expect(await claim('job-a', 1_061, 60)).toBe(false);
    // Another job keeps its own time.
    expect(await claim('job-b', 1_061, 60)).toBe(true);
  });

  it('grants exactly one of twenty claims made at the same moment', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => claim('job-race', 5_000, 60)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const later = await Promise.all(Array.from({ length: 20 }, () => claim('job-race', 5_060, 60)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });
});
