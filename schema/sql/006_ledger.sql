-- The ledger (issue 4). Money lives only in the wallet streams of the event
-- log; everything here is either a cache of a wallet (snapshots) or a read
-- model folded from the log by projections/ledger/*.ts, rebuilt byte for byte
-- by a replay. Amounts are integer quota units.

-- A wallet's state at a version, so loading a busy wallet reads only the
-- events after it. A cache: deleting every row loses nothing.
CREATE TABLE wallet_snapshots (
  user_id    bigint PRIMARY KEY,
  version    bigint NOT NULL,
  format     integer NOT NULL,
  state      jsonb NOT NULL,
  taken_at   timestamptz NOT NULL
);

-- Per user: the quota fields the REST contract shows. quota = available + owed.
CREATE TABLE user_balances (
  user_id           bigint PRIMARY KEY,
  quota             bigint NOT NULL,
  held_quota        bigint NOT NULL,
  owed_quota        bigint NOT NULL,
  used_quota        bigint NOT NULL,
  request_count     bigint NOT NULL,
  aff_quota         bigint NOT NULL,
  aff_count         bigint NOT NULL,
  aff_history_quota bigint NOT NULL,
  wallet_version    bigint NOT NULL,
  updated_at        timestamptz NOT NULL
);

-- Per token: remain_quota = its allowance left (available + overdrawn).
CREATE TABLE token_balances (
  token_id     bigint PRIMARY KEY,
  user_id      bigint NOT NULL,
  unlimited    boolean NOT NULL,
  remain_quota bigint NOT NULL,
  held_quota   bigint NOT NULL,
  used_quota   bigint NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX token_balances_user ON token_balances (user_id);

CREATE TABLE channel_usage (
  channel_id    bigint PRIMARY KEY,
  used_quota    bigint NOT NULL,
  request_count bigint NOT NULL,
  updated_at    timestamptz NOT NULL
);

-- One row per relay request: its reservation and how it ended.
CREATE TABLE request_charges (
  user_id           bigint NOT NULL,
  request_id        text NOT NULL,
  token_id          bigint,
  model_name        text,
  channel_id        bigint,
  reserved          bigint NOT NULL,
  charged           bigint,
  status            text NOT NULL CHECK (status IN ('reserved', 'settled', 'released')),
  release_reason    text,
  prompt_tokens     integer,
  completion_tokens integer,
  reserved_at       timestamptz NOT NULL,
  deadline          timestamptz NOT NULL,
  finished_at       timestamptz,
  PRIMARY KEY (user_id, request_id)
);
CREATE INDEX request_charges_open ON request_charges (deadline) WHERE status = 'reserved';
CREATE INDEX request_charges_reserved_at ON request_charges (reserved_at);

-- The double-entry view: one row per leg; each event's legs sum to 0 per ledger.
CREATE TABLE ledger_entries (
  event_id    uuid NOT NULL,
  leg         smallint NOT NULL,
  ledger      text NOT NULL CHECK (ledger IN ('quota', 'allowance')),
  account     text NOT NULL,
  user_id     bigint NOT NULL,
  amount      bigint NOT NULL,
  occurred_at timestamptz NOT NULL,
  seq         bigint NOT NULL,
  event_type  text NOT NULL,
  request_id  text,
  PRIMARY KEY (event_id, leg)
);
CREATE INDEX ledger_entries_user_time ON ledger_entries (user_id, occurred_at, seq, leg);
CREATE INDEX ledger_entries_time ON ledger_entries (occurred_at, user_id, seq, leg);

-- Each account's balance: the sum of its legs (RELIABILITY I8 compares the two).
CREATE TABLE ledger_accounts (
  account    text PRIMARY KEY,
  ledger     text NOT NULL,
  balance    bigint NOT NULL,
  entries    bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
