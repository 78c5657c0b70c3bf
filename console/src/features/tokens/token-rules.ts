/** Spec 02 §9: a new token's quota (an edited one shows its own, which its row carries). */
export const DEFAULT_REMAIN_QUOTA = 500_000;

/** Spec 02 §9: the quota presets and the dollars they are labelled with (500000 units a dollar). */
export const QUOTA_PRESETS: readonly { quota: number; dollars: number }[] = [
  { quota: 500_000, dollars: 1 },
  { quota: 5_000_000, dollars: 10 },
  { quota: 25_000_000, dollars: 50 },
  { quota: 50_000_000, dollars: 100 },
  { quota: 250_000_000, dollars: 500 },
  { quota: 500_000_000, dollars: 1000 },
];

/** Spec 02 §9: how many tokens batch create offers at a click; the server makes at most 100 at once. */
export const BATCH_PRESETS = [10, 20, 30, 100] as const;
export const BATCH_MAX = 100;

/** Spec 02 §4: 1 enabled (a variant when its models are restricted), 2 disabled, 3 expired, 4 exhausted, other unknown. */
export type TokenStatusKey = 'enabled' | 'enabledRestricted' | 'disabled' | 'expired' | 'exhausted' | 'unknown';

export function tokenStatusKey(status: number, modelLimitsEnabled: boolean): TokenStatusKey {
  switch (status) {
    case 1:
      return modelLimitsEnabled ? 'enabledRestricted' : 'enabled';
    case 2:
      return 'disabled';
    case 3:
      return 'expired';
    case 4:
      return 'exhausted';
    default:
      return 'unknown';
  }
}

export function tokenStatusColor(key: TokenStatusKey): string {
  switch (key) {
    case 'enabled':
      return 'green';
    case 'enabledRestricted':
      return 'teal';
    case 'disabled':
      return 'red';
    case 'expired':
      return 'yellow';
    case 'exhausted':
      return 'gray';
    case 'unknown':
      return 'black';
  }
}

/** Spec 02 §4: enable and disable are offered per row; an enabled token offers disable, any other enable. */
export const toggledStatus = (status: number): 1 | 2 => (status === 1 ? 2 : 1);

/** Spec 02 §9: the expiry shortcuts. */
export type ExpiryShortcut = 'never' | 'month' | 'day' | 'hour';
export const EXPIRY_SHORTCUTS: readonly ExpiryShortcut[] = ['never', 'month', 'day', 'hour'];

const pad = (value: number) => String(value).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss (the form's expiry text). */
export function formatExpiry(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** The expiry text a shortcut fills in: empty for never, else now plus an hour, a day or 30 days. */
export function expiryFromShortcut(shortcut: ExpiryShortcut, now: Date): string {
  const hour = 3600 * 1000;
  switch (shortcut) {
    case 'never':
      return '';
    case 'hour':
      return formatExpiry(new Date(now.getTime() + hour));
    case 'day':
      return formatExpiry(new Date(now.getTime() + 24 * hour));
    case 'month':
      return formatExpiry(new Date(now.getTime() + 30 * 24 * hour));
  }
}

/** The expiry text as Unix seconds: -1 when empty (never); null when it cannot be read as a local YYYY-MM-DD HH:mm:ss. */
export function parseExpiry(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return -1;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date rolls 2026-02-31 over into March: a date that does not exist is a format error.
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day || hours > 23 || minutes > 59 || seconds > 59) return null;
  return Math.floor(at.getTime() / 1000);
}

/** The expiry of a stored token as the form shows it. */
export const expiryText = (expiredTime: number): string => (expiredTime === -1 ? '' : formatExpiry(new Date(expiredTime * 1000)));
