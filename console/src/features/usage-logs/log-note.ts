import type { TFunction } from 'i18next';
import { formatCurrency, quotaToAmount, type QuotaDisplay } from '../../lib/format-quota';
import { parseOther } from './charge-breakdown';
import type { LogRow } from './log-row';

/*
 * What a top-up, management or system row says, in the reader's language.
 * The server keeps it as data in the row's `other` (`{"note": …}`,
 * projections/usage-log/log-note.ts) beside an English `content`; a row
 * without a note this console knows (an older row, a newer kind) shows its
 * `content` as recorded.
 */

type Translate = TFunction<'logs'>;

type Note =
  | { kind: 'topup'; amount: number; order: string | null }
  | { kind: 'redemption' | 'new_user_gift' | 'invitee_gift' | 'invite_transfer'; amount: number }
  | { kind: 'admin_adjustment'; amount: number; reason: string | null }
  | { kind: 'invite_reward'; amount: number; inviteeId: number }
  | { kind: 'account_created' | 'account_deleted'; adminId: number; reason: string | null }
  | { kind: 'account_changed'; adminId: number; changes: [string, string, string][]; reason: string | null };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const isChange = (value: unknown): value is [string, string, string] =>
  Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string');

/** The row's note, when it has one of a kind this console knows with the fields it needs; null otherwise. */
export function noteOf(row: Pick<LogRow, 'other'>): Note | null {
  const other = parseOther(row.other);
  const note = other?.note;
  if (typeof note !== 'object' || note === null) return null;
  const n = note as Record<string, unknown>;
  const reason = textOrNull(n.reason);
  switch (n.kind) {
    case 'topup':
      return isNumber(n.amount) ? { kind: 'topup', amount: n.amount, order: textOrNull(n.order) } : null;
    case 'redemption':
    case 'new_user_gift':
    case 'invitee_gift':
    case 'invite_transfer':
      return isNumber(n.amount) ? { kind: n.kind, amount: n.amount } : null;
    case 'admin_adjustment':
      return isNumber(n.amount) ? { kind: 'admin_adjustment', amount: n.amount, reason } : null;
    case 'invite_reward':
      return isNumber(n.amount) && isNumber(n.inviteeId) ? { kind: 'invite_reward', amount: n.amount, inviteeId: n.inviteeId } : null;
    case 'account_created':
    case 'account_deleted':
      return isNumber(n.adminId) ? { kind: n.kind, adminId: n.adminId, reason } : null;
    case 'account_changed':
      return isNumber(n.adminId) && Array.isArray(n.changes) && n.changes.every(isChange)
        ? { kind: 'account_changed', adminId: n.adminId, changes: n.changes, reason }
        : null;
    default:
      return null;
  }
}

/**
 * A signed amount as the site shows quota: `+$10.00`, `-$0.001`, `+500,000`.
 * Money keeps the digits it needs (up to six, at least two): a top-up of a
 * few hundred units is a fraction of a cent.
 */
export function signedQuota(amount: number, display: QuotaDisplay): string {
  const sign = amount > 0 ? '+' : '';
  if (!display.displayInCurrency) return `${sign}${Math.trunc(amount).toLocaleString('en-US')}`;
  return `${sign}${formatCurrency(quotaToAmount(amount, display.quotaPerUnit), '$', 6).replace(/(\.\d\d\d*?)0+$/, '$1')}`;
}

function sentence(note: Note, t: Translate, display: QuotaDisplay): string {
  const amount = 'amount' in note ? signedQuota(note.amount, display) : '';
  switch (note.kind) {
    case 'topup':
      return note.order === null ? t('notes.topup', { amount }) : t('notes.topupOrder', { amount, order: note.order });
    case 'redemption':
      return t('notes.redemption', { amount });
    case 'admin_adjustment':
      return t('notes.adminAdjustment', { amount });
    case 'new_user_gift':
      return t('notes.newUserGift', { amount });
    case 'invitee_gift':
      return t('notes.inviteeGift', { amount });
    case 'invite_reward':
      return t('notes.inviteReward', { amount, inviteeId: note.inviteeId });
    case 'invite_transfer':
      return t('notes.inviteTransfer', { amount });
    case 'account_created':
      return t('notes.accountCreated', { adminId: note.adminId });
    case 'account_deleted':
      return t('notes.accountDeleted', { adminId: note.adminId });
    case 'account_changed': {
      if (note.changes.length === 0) return t('notes.accountUnchanged', { adminId: note.adminId });
      const changes = note.changes.map(([field, before, after]) => t('notes.change', { field, before, after })).join(t('notes.separator'));
      return t('notes.accountChanged', { adminId: note.adminId, changes });
    }
  }
}

/** What the row says: its note in the reader's language (with the reason an admin gave), else its content as recorded. */
export function rowContent(row: Pick<LogRow, 'other' | 'content'>, t: Translate, display: QuotaDisplay): string {
  const note = noteOf(row);
  if (note === null) return row.content;
  const text = sentence(note, t, display);
  const reason = 'reason' in note ? note.reason : null;
  return reason === null ? text : t('notes.reason', { text, reason });
}
