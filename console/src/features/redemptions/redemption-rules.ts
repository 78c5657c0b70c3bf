/** Spec 02 §4: 1 unused, 2 disabled, 3 used, other unknown. */
export type RedemptionStatusKey = 'unused' | 'disabled' | 'used' | 'unknown';

export function redemptionStatusKey(status: number): RedemptionStatusKey {
  switch (status) {
    case 1:
      return 'unused';
    case 2:
      return 'disabled';
    case 3:
      return 'used';
    default:
      return 'unknown';
  }
}

export function redemptionStatusColor(key: RedemptionStatusKey): string {
  switch (key) {
    case 'unused':
      return 'green';
    case 'disabled':
      return 'red';
    case 'used':
      return 'gray';
    case 'unknown':
      return 'black';
  }
}

export interface RedemptionActions {
  /** Edit only while unused. */
  readonly edit: boolean;
  /** Disable is offered while unused; otherwise the enable button shows. */
  readonly toggle: 'disable' | 'enable';
  /** Enable is blocked once the code is used. */
  readonly toggleEnabled: boolean;
}

/** Spec 02 §4's redemption rules for one row. */
export function redemptionActions(status: number): RedemptionActions {
  const unused = status === 1;
  return { edit: unused, toggle: unused ? 'disable' : 'enable', toggleEnabled: status !== 3 };
}

/** Spec 02 §9: a new code's quota and count. */
export const DEFAULT_REDEMPTION_QUOTA = 100_000;
export const DEFAULT_REDEMPTION_COUNT = 1;
/** Spec 02 §5: names of 1 to 20 characters, at most 100 codes at once. */
export const REDEMPTION_NAME_MAX = 20;
export const REDEMPTION_BATCH_MAX = 100;
