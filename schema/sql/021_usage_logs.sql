-- The usage log (issue 17): one row per event a user would read in their log,
-- folded from the log of record by projections/usage-log. The established
-- gateway's types: 1 top-up, 2 consumption, 3 management, 4 system, 5 error.
-- A read model: clearing rows (DELETE /api/log/) never touches the ledger.
CREATE TABLE usage_logs (
  event_id          uuid PRIMARY KEY,
  created_at        timestamptz NOT NULL,
  type              smallint NOT NULL CHECK (type BETWEEN 1 AND 5),
  user_id           bigint NOT NULL,
  token_id          bigint,
  channel_id        bigint,
  model_name        text NOT NULL,
  log_group         text NOT NULL,
  quota             bigint NOT NULL,
  prompt_tokens     integer NOT NULL,
  completion_tokens integer NOT NULL,
  use_time_ms       integer NOT NULL,
  is_stream         boolean NOT NULL,
  request_id        text,
  content           text NOT NULL,
  -- The structured details as the REST contract's `other` (a JSON text, exactly as shown).
  other             text NOT NULL,
  -- The event's place in the log, as text that sorts as the log does: the live feed's cursor.
  log_order         text NOT NULL
);
-- Newest first, overall and by each filter the log pages offer; each ends in
-- event_id so a page is a stable order even among rows of the same instant.
CREATE INDEX usage_logs_recent ON usage_logs (created_at DESC, event_id DESC);
CREATE INDEX usage_logs_user ON usage_logs (user_id, created_at DESC, event_id DESC);
CREATE INDEX usage_logs_type ON usage_logs (type, created_at DESC, event_id DESC);
CREATE INDEX usage_logs_token ON usage_logs (token_id, created_at DESC) WHERE token_id IS NOT NULL;
CREATE INDEX usage_logs_channel ON usage_logs (channel_id, created_at DESC) WHERE channel_id IS NOT NULL;
CREATE INDEX usage_logs_model ON usage_logs (model_name, created_at DESC);
CREATE INDEX usage_logs_group ON usage_logs (log_group, created_at DESC);
CREATE INDEX usage_logs_request ON usage_logs (request_id) WHERE request_id IS NOT NULL;
-- The live feed: rows after a cursor, everyone's or one user's.
CREATE INDEX usage_logs_order ON usage_logs (log_order);
CREATE INDEX usage_logs_user_order ON usage_logs (user_id, log_order);
