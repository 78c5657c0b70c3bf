import { assertNever } from '../../platform/actor';

/*
 * What a notification says: a closed union of kinds, each with its own
 * payload, stored as the `kind` and `payload` of a row in
 * `notification_deliveries`. The recipient's address is not part of it: it
 * is read from their settings when sending.
 */

/** A user's balance fell below their threshold (issue 6 item 4). */
export interface LowBalanceNotice {
  readonly kind: 'low_balance';
  readonly quota: number;
  readonly threshold: number;
  /** Bookkeeping, not content: the user's alert window before this alert claimed it, handed back if it is skipped (ISO time). */
  readonly previousAlertAt: string | null;
}

/** A channel was disabled automatically (server-behaviour 3.7, 3.9); to every super admin. */
export interface ChannelDisabledNotice {
  readonly kind: 'channel_disabled';
  readonly channelId: number;
  readonly channelName: string;
  /** Why, as in the channel's `other_info.status_reason`; never the key (the probe redacts it). */
  readonly reason: string;
}

/** A test of all channels started by an admin finished (server-behaviour 3.8); to every super admin. */
export interface ChannelTestFinishedNotice {
  readonly kind: 'channel_test_finished';
  readonly runId: number;
  readonly tested: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly disabled: number;
  readonly enabled: number;
}

export type Notice = LowBalanceNotice | ChannelDisabledNotice | ChannelTestFinishedNotice;
export type NoticeKind = Notice['kind'];

export const NOTICE_KINDS: readonly NoticeKind[] = ['low_balance', 'channel_disabled', 'channel_test_finished'];

/** The row's `payload`: the notice without its kind. */
export function noticePayload(notice: Notice): Record<string, unknown> {
  const { kind: _kind, ...payload } = notice;
  return payload;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The notice a stored row holds; a kind this version does not know is an error (the CHECK constraint keeps them out). */
export function noticeFromRow(kind: string, payload: Readonly<Record<string, unknown>>): Notice {
  const k = kind as NoticeKind;
  switch (k) {
    case 'low_balance':
      return {
        kind: k,
        quota: num(payload['quota']),
        threshold: num(payload['threshold']),
        previousAlertAt: typeof payload['previousAlertAt'] === 'string' ? payload['previousAlertAt'] : null,
      };
    case 'channel_disabled':
      return { kind: k, channelId: num(payload['channelId']), channelName: str(payload['channelName']), reason: str(payload['reason']) };
    case 'channel_test_finished':
      return {
        kind: k,
        runId: num(payload['runId']),
        tested: num(payload['tested']),
        succeeded: num(payload['succeeded']),
        failed: num(payload['failed']),
        disabled: num(payload['disabled']),
        enabled: num(payload['enabled']),
      };
    default:
      return assertNever(k);
  }
}
