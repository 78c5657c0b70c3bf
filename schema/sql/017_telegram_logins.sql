-- Telegram Login Widget answers already used (issue 6 item 3). An answer
-- travels in a URL, so proxy logs and browser history keep it; it is valid
-- for 24 hours after Telegram signed it, and it is accepted once. Only the
-- SHA-256 of its `hash` is kept, until it would have gone stale anyway.
CREATE TABLE telegram_logins_used (
  hash_sha   text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX telegram_logins_used_expiry ON telegram_logins_used (expires_at);
