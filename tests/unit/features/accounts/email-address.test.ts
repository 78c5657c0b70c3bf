import { describe, expect, it } from 'vitest';
import { checkEmail, emailKey } from '../../../../services/features/accounts/rules/email-address';
import { passwordResetEmail, verificationEmail } from '../../../../services/features/accounts/account-emails';
import { resetLink } from '../../../../services/features/accounts/password-reset';

const OPEN = { domainRestriction: false, domainWhitelist: '', aliasRestriction: false };

describe('email address rules (spec 01 section 5, server-behaviour 6.3)', () => {
  it('takes a plausible address of at most 50 characters, trimmed', () => {
    expect(checkEmail('  ann@example.test ', OPEN)).toEqual({ ok: true, email: 'ann@example.test' });
    expect(checkEmail('', OPEN)).toEqual({ ok: false, message: 'enter an email address' });
    for (const bad of ['ann', 'ann@', 'ann@host', 'a b@example.test', `${'a'.repeat(40)}@example.test`]) {
      expect(checkEmail(bad, OPEN), bad).toEqual({ ok: false, message: 'the email address is not valid' });
    }
  });

  it('applies the domain whitelist without regard to case or spaces', () => {
    const rules = { ...OPEN, domainRestriction: true, domainWhitelist: 'gmail.com, Example.TEST' };
    expect(checkEmail('ann@EXAMPLE.test', rules).ok).toBe(true);
    expect(checkEmail('ann@evil.test', rules)).toMatchObject({ ok: false, message: expect.stringContaining('domain whitelist') });
    expect(checkEmail('ann@sub.example.test', rules).ok).toBe(false);
  });

  it('refuses + and . in the local part when aliases are restricted, not in the domain', () => {
    const rules = { ...OPEN, aliasRestriction: true };
    expect(checkEmail('ann+news@example.test', rules).ok).toBe(false);
    expect(checkEmail('a.nn@example.test', rules).ok).toBe(false);
    expect(checkEmail('ann@mail.example.test', rules).ok).toBe(true);
    expect(checkEmail('a.nn@example.test', OPEN).ok).toBe(true);
  });

  it('keys codes by the lower-cased address', () => {
    expect(emailKey(' Ann@Example.TEST ')).toBe('ann@example.test');
  });
});

describe('account emails', () => {
  it('name the site, escape what they embed, and carry the code or link', () => {
    const code = verificationEmail('<Acme> & Co', 'AB12CD', 3);
    expect(code.subject).toBe('<Acme> & Co email verification');
    expect(code.html).toContain('&lt;Acme&gt; &amp; Co');
    expect(code.html).toContain('<strong>AB12CD</strong>');
    const link = resetLink('https://gw.example.test/', 'a+b@example.test', 'f'.repeat(32));
    expect(link).toBe(`https://gw.example.test/user/reset?email=a%2Bb%40example.test&token=${'f'.repeat(32)}`);
    const reset = passwordResetEmail('Acme', link, 10);
    expect(reset.subject).toBe('Acme password reset');
    expect(reset.html).toContain(`href="https://gw.example.test/user/reset?email=a%2Bb%40example.test&amp;token=${'f'.repeat(32)}"`);
  });
});
