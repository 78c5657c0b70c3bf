-- Low-balance alerts (issue 6, item 4). The alert follower reads the wallet
-- events of the log of record; what it keeps lives here, with the delivery
-- outbox that every notification goes through.

-- Each user's quota (available + owed) folded from the wallet events' deltas,
-- in log order, by the follower itself: it needs the balance before and after
-- every event, which the user_balances read model (folded by another runner,
-- at its own pace) cannot give. `last_alert_at` is when the current 2-hour
-- window was claimed: set in the transaction that decided an alert, put back
-- when that alert finally fails, so a failed send does not count as sent.
CREATE TABLE balance_alert_state (
  user_id       bigint PRIMARY KEY,
  quota         bigint NOT NULL,
  last_alert_at timestamptz
);

-- Notifications decided and their delivery (low-balance alerts; channel
-- notices to the super admins, issue 7): an outbox any producer writes in its
-- own transaction (the alert follower with its checkpoint, a channel's status
-- change with the channel row), so each decision is recorded once and sending
-- never holds back the producer. The address, URL and secret are read from
-- the recipient's settings when sending, never stored here.
CREATE TABLE notification_deliveries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          bigint NOT NULL,
  -- What it says: services/notifications/notice.ts, one payload shape per kind.
  kind             text NOT NULL CHECK (kind IN ('low_balance', 'channel_disabled', 'channel_test_finished')),
  payload          jsonb NOT NULL,
  -- What makes a decision unique when it may be taken twice (the wallet event of
  -- a low balance, the run and recipient of a test summary); NULL: no such key.
  dedupe_key       text UNIQUE,
  -- Where the last attempt went (NULL before the first).
  channel          text CHECK (channel IN ('email', 'webhook')),
  decided_at       timestamptz NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped')),
  attempts         integer NOT NULL DEFAULT 0,
  -- When a sender may (re)try it; a sender that claims it pushes this forward as a lease.
  next_attempt_at  timestamptz NOT NULL,
  -- Why the last attempt failed or why it was skipped; never a secret.
  last_error       text,
  finished_at      timestamptz
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at) WHERE status = 'pending';
