import { isOn } from '../../option-values';

/** Spec 03 §5: a thinking adapter's budget is a decimal share of the max tokens, 0.1 to 1. */
export const BUDGET_PERCENTAGE = { min: 0.1, max: 1, step: 0.1 } as const;

/** Spec 03 §9: the stream ping interval is at least a second. */
export const MIN_PING_SECONDS = 1;

/** Spec 03 §4: the ping interval can be edited only while pings are on (and by whoever may change it). */
export const pingSecondsEditable = (pingEnabled: string | undefined, writable: boolean): boolean => writable && isOn(pingEnabled);
