/*
 * The counts of a test of all channels, for the summary the super admins get
 * when a run an admin started finishes (server-behaviour 3.8). Pure.
 */

export interface TestRunTally {
  readonly tested: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly disabled: number;
  readonly enabled: number;
}

export const EMPTY_TALLY: TestRunTally = { tested: 0, succeeded: 0, failed: 0, disabled: 0, enabled: 0 };

/** Counts one channel's result: a step that could not reach the upstream (no key, refused) is a failure too. */
export function tallyTestStep(tally: TestRunTally, step: { readonly success: boolean; readonly statusChange: 'disabled' | 'enabled' | null }): TestRunTally {
  return {
    tested: tally.tested + 1,
    succeeded: tally.succeeded + (step.success ? 1 : 0),
    failed: tally.failed + (step.success ? 0 : 1),
    disabled: tally.disabled + (step.statusChange === 'disabled' ? 1 : 0),
    enabled: tally.enabled + (step.statusChange === 'enabled' ? 1 : 0),
  };
}
