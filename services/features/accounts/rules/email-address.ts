/*
 * The rules an email address must pass before the gateway mails a code to
 * it or stores it on an account (spec 01 section 5, server-behaviour 6.3):
 * a plausible address of at most 50 characters; with the domain
 * restriction on, a domain from the whitelist; with the alias restriction
 * on, no `+` or `.` in the local part (`a.b+shop@x` is an alias of `ab@x`
 * at several providers, so one mailbox could register many accounts).
 */

export const EMAIL_MAX = 50;

export interface EmailRules {
  readonly domainRestriction: boolean;
  /** The allowed domains (EmailDomainWhitelist, comma separated). */
  readonly domainWhitelist: string;
  readonly aliasRestriction: boolean;
}

export type EmailVerdict = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly message: string };

const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key codes and lookups use: trimmed and lower-cased. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Checks an address against the shape and the site's rules; the address comes back trimmed. */
export function checkEmail(raw: string, rules: EmailRules): EmailVerdict {
  const email = raw.trim();
  if (email === '') return { ok: false, message: 'enter an email address' };
  if (email.length > EMAIL_MAX || !SHAPE.test(email)) return { ok: false, message: 'the email address is not valid' };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (rules.domainRestriction) {
    const allowed = rules.domainWhitelist
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);
    if (!allowed.includes(domain)) {
      return { ok: false, message: 'the administrator has enabled the email domain whitelist, and the domain of your email address is not in it' };
    }
  }
  if (rules.aliasRestriction && /[+.]/.test(local)) {
    return {
      ok: false,
      message: 'the administrator has restricted email aliases: your email address was refused because it contains special characters (+ or .)',
    };
  }
  return { ok: true, email };
}
