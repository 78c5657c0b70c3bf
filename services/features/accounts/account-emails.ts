/*
 * The mails the accounts send: a subject and a short HTML body each, with
 * the site's name (SystemName). Pure: the caller sends them through the
 * Mailer port. Nothing here is logged.
 */

export interface AccountEmail {
  readonly subject: string;
  readonly html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function verificationEmail(systemName: string, code: string, validMinutes: number): AccountEmail {
  const site = escapeHtml(systemName);
  return {
    subject: `${systemName} email verification`,
    html:
      `<p>Hello,</p><p>You are verifying this email address for ${site}.</p>` +
      `<p>Your verification code is: <strong>${escapeHtml(code)}</strong></p>` +
      `<p>It is valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail.</p>`,
  };
}

export function passwordResetEmail(systemName: string, link: string, validMinutes: number): AccountEmail {
  const site = escapeHtml(systemName);
  const href = escapeHtml(link);
  return {
    subject: `${systemName} password reset`,
    html:
      `<p>Hello,</p><p>Someone asked to reset the password of your ${site} account.</p>` +
      `<p><a href="${href}">Reset the password</a>, or open this link: ${href}</p>` +
      `<p>The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
  };
}
