/*
 * What a top-up, management or system row says, as data: the row's `other`
 * holds it as `{"note": …}`, and the console writes it in the reader's
 * language (console/src/features/usage-logs/log-note.ts). The row's
 * `content` says the same in English for the REST API's clients, which
 * read the established gateway's one sentence.
 *
 * Amounts are quota units, as the row's `quota`; a console shows them as its
 * site displays quota.
 */

/** A field an admin changed on an account, with its value before and after as a log sentence shows them (`shown`). */
export type ChangedField = readonly [field: string, before: string, after: string];

export type LogNote =
  | { readonly kind: 'topup'; readonly amount: number; readonly order: string | null }
  | { readonly kind: 'redemption'; readonly amount: number }
  | { readonly kind: 'admin_adjustment'; readonly amount: number; readonly reason: string | null }
  | { readonly kind: 'new_user_gift'; readonly amount: number }
  | { readonly kind: 'invitee_gift'; readonly amount: number }
  | { readonly kind: 'invite_reward'; readonly amount: number; readonly inviteeId: number }
  | { readonly kind: 'invite_transfer'; readonly amount: number }
  | { readonly kind: 'account_created' | 'account_deleted'; readonly adminId: number; readonly reason: string | null }
  | { readonly kind: 'account_changed'; readonly adminId: number; readonly changes: readonly ChangedField[]; readonly reason: string | null };

/** The row's `other` for a note. */
export const otherOfNote = (note: LogNote): string => JSON.stringify({ note });

const signed = (amount: number): string => (amount > 0 ? `+${amount}` : String(amount));
const because = (reason: string | null): string => (reason ? ` (${reason})` : '');

/** The note as the row's `content`: one English sentence. */
export function englishOf(note: LogNote): string {
  switch (note.kind) {
    case 'topup':
      return `Online top-up: ${signed(note.amount)} quota${note.order ? ` (order ${note.order})` : ''}`;
    case 'redemption':
      return `Redeemed a code: ${signed(note.amount)} quota`;
    case 'admin_adjustment':
      return `Quota adjusted by an admin: ${signed(note.amount)}${because(note.reason)}`;
    case 'new_user_gift':
      return `Gift for new users: ${signed(note.amount)} quota`;
    case 'invitee_gift':
      return `Gift for joining by invitation: ${signed(note.amount)} quota`;
    case 'invite_reward':
      return `Invite reward: +${note.amount} quota (invitee #${note.inviteeId})`;
    case 'invite_transfer':
      return `Invite earnings moved to the balance: +${note.amount} quota`;
    case 'account_created':
      return `Admin #${note.adminId}: created the account${because(note.reason)}`;
    case 'account_deleted':
      return `Admin #${note.adminId}: deleted the account${because(note.reason)}`;
    case 'account_changed': {
      const what = note.changes.map(([field, before, after]) => `${field}: ${before} → ${after}`).join('; ') || 'no change';
      return `Admin #${note.adminId}: ${what}${because(note.reason)}`;
    }
  }
}
