/*
 * The rules of delivering a notification of any kind, as pure functions:
 * where the recipient wants it, and what happens after a failed send. The
 * clock is an argument.
 */

/** Waits before the second and third attempt of a failed send; after the last, the notification is skipped. */
export const RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000];

export type AlertTarget =
  | { readonly kind: 'email'; readonly to: string }
  | { readonly kind: 'webhook'; readonly url: string; readonly secret: string }
  | { readonly kind: 'none'; readonly reason: string };

/**
 * Where the user's notifications go, from their notification settings: email (the
 * default, as in the established gateway) to `notification_email` or else
 * their account email; or the https webhook. Bark and Gotify are accepted
 * settings but not sent yet.
 */
export function alertTarget(user: { readonly email: string; readonly setting: Readonly<Record<string, unknown>> }): AlertTarget {
  const setting = user.setting;
  const type = typeof setting['notify_type'] === 'string' && setting['notify_type'] !== '' ? setting['notify_type'] : 'email';
  if (type === 'email') {
    const own = typeof setting['notification_email'] === 'string' ? setting['notification_email'].trim() : '';
    const to = own || user.email.trim();
    return to ? { kind: 'email', to } : { kind: 'none', reason: 'the user has no email address' };
  }
  if (type === 'webhook') {
    const url = typeof setting['webhook_url'] === 'string' ? setting['webhook_url'].trim() : '';
    if (!isHttps(url)) return { kind: 'none', reason: 'the webhook is not an https address' };
    const secret = typeof setting['webhook_secret'] === 'string' ? setting['webhook_secret'] : '';
    return { kind: 'webhook', url, secret };
  }
  return { kind: 'none', reason: `${type} notifications are not sent yet` };
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export type AfterFailure = { readonly next: 'retry'; readonly at: Date } | { readonly next: 'skip' };

/**
 * After attempt number `attempts` (1 for the first) failed: try again after
 * the next delay, or give up. A refusal that will not change by waiting (the
 * egress policy, no address) gives up at once.
 */
export function afterFailure(attempts: number, permanent: boolean, now: Date, delaysMs: readonly number[] = RETRY_DELAYS_MS): AfterFailure {
  const delay = delaysMs[attempts - 1];
  if (permanent || delay === undefined) return { next: 'skip' };
  return { next: 'retry', at: new Date(now.getTime() + delay) };
}
