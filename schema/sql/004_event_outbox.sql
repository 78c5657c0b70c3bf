-- The outbox (ARCHITECTURE decision 12). When the log is EventStoreDB, a
-- config change writes its events here in its own transaction, so the row and
-- its events commit or roll back together; a relay then appends each row to
-- the log with the recorded expected revision and the events' own ids (an
-- idempotent append) and deletes the row once the log has confirmed it.
--
-- Queue order is (transaction_id, sequence), and the relay only takes rows
-- whose transaction is older than every transaction still running, as
-- readers of the events table do: a transaction that commits late can never
-- put a row in front of one already relayed.
CREATE TABLE event_outbox (
  sequence          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id    xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id         text NOT NULL,
  -- 'any', 'no_stream', 'stream_exists' or a revision in decimal (from 0).
  expected_revision text NOT NULL CHECK (expected_revision ~ '^(any|no_stream|stream_exists|[0-9]+)$'),
  -- The event envelopes, in append order.
  events            jsonb NOT NULL CHECK (jsonb_typeof(events) = 'array' AND jsonb_array_length(events) > 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- Set when the log refused the row for good (a wrong expected revision, or
  -- ids recorded elsewhere): the relay skips it and an operator decides. Clear
  -- failed_at (after fixing expected_revision, say) to queue it again.
  failed_at         timestamptz,
  error             text
);

CREATE INDEX event_outbox_queue ON event_outbox (transaction_id, sequence) WHERE failed_at IS NULL;
