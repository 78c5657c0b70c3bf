/*
 * The channel list's pure rules (spec 02 sections 4, 5 and 9): status,
 * the automatic-disable details, response-time colours, and the limits of
 * the per-row priority and weight.
 */

/** Spec 02 §4: 1 enabled, 2 disabled by an admin, 3 disabled automatically. */
export type ChannelStatusKind = 'enabled' | 'manual' | 'auto' | 'unknown';

export function channelStatusKind(status: number): ChannelStatusKind {
  switch (status) {
    case 1:
      return 'enabled';
    case 2:
      return 'manual';
    case 3:
      return 'auto';
    default:
      return 'unknown';
  }
}

export const STATUS_PALETTE: Record<ChannelStatusKind, string> = { enabled: 'green', manual: 'red', auto: 'orange', unknown: 'gray' };

/** Why and when a channel was disabled automatically, from `other_info` ({status_reason, status_time}); null when it holds neither. */
export function autoDisableDetails(otherInfo: string): { reason: string; time: number | null } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(otherInfo);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { status_reason: reason, status_time: time } = parsed as Record<string, unknown>;
  if (typeof reason !== 'string' || reason === '') return null;
  return { reason, time: typeof time === 'number' && time > 0 ? time : null };
}

/** Spec 02 §9: 0 untested; up to 1 s green; up to 3 s lime; up to 5 s yellow; above red. */
export type ResponseTimeColour = 'untested' | 'green' | 'lime' | 'yellow' | 'red';

export function responseTimeColour(ms: number): ResponseTimeColour {
  if (ms <= 0) return 'untested';
  if (ms <= 1000) return 'green';
  if (ms <= 3000) return 'lime';
  if (ms <= 5000) return 'yellow';
  return 'red';
}

/** Seconds with two decimals, as the list shows a response time. */
export const secondsOf = (ms: number): string => (ms / 1000).toFixed(2);

/** Spec 02 §5: the lowest priority a row takes. */
export const PRIORITY_MIN = -999;

/**
 * A priority typed into a row: a whole number, at least -999 (a lower one is
 * raised to it); null when it is not a whole number.
 */
export function rowPriority(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,15}$/.test(trimmed)) return null;
  return Math.max(PRIORITY_MIN, Number(trimmed));
}

/** A weight typed into a row: a whole number; a negative one is clamped to 0 (spec 02 §5); null when not a whole number. */
export function rowWeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,10}$/.test(trimmed)) return null;
  return Math.max(0, Math.min(2 ** 31 - 1, Number(trimmed)));
}

/** A balance in dollars, as the list shows it. */
export const formatBalance = (dollars: number): string => `$${dollars.toFixed(2)}`;

/** The items of a comma list, trimmed, without empty ones. */
export const commaItems = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The status tooltip of a channel disabled automatically (spec 02 §4): the
 * reason and time from `other_info`, else from the health read model's last
 * automatic change; null for other statuses or when neither says.
 */
export function autoDisableNote(
  status: number,
  otherInfo: string,
  lastChange: { reason: string; at: string } | null | undefined,
): { reason: string; time: number | null } | null {
  if (status !== 3) return null;
  const stored = autoDisableDetails(otherInfo);
  if (stored) return stored;
  if (!lastChange) return null;
  const at = Date.parse(lastChange.at);
  return { reason: lastChange.reason, time: Number.isNaN(at) ? null : at / 1000 };
}
