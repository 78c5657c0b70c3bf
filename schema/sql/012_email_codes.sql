-- Email verification codes and password reset tokens (issue 6): in the
-- database, so every instance sees them and a restart keeps them
-- (server-behaviour 15.21 is the established gateway's in-memory map).
-- One live secret per purpose and address: a new send replaces the old one.

CREATE TABLE email_codes (
  -- 'verification' (registration and email binding) or 'password_reset'.
  purpose      text NOT NULL,
  -- Lower-cased address.
  email        text NOT NULL,
  -- SHA-256 of the code or token (with the purpose and address): the secret itself is only in the mail.
  secret_hash  text NOT NULL,
  sent_at      timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  -- Wrong guesses so far; at the limit the secret is dead.
  failed_attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (purpose, email)
);
CREATE INDEX email_codes_expiry ON email_codes (expires_at);
