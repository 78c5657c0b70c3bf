-- The event log (ARCHITECTURE decisions 1-3). One row per stream holds its
-- revision; appends lock that row, so concurrent writers to one stream
-- serialise and the loser gets a clean conflict.
CREATE TABLE event_streams (
  stream_id           text PRIMARY KEY,
  revision            bigint NOT NULL,
  -- The transaction that last appended. A later append must come from the
  -- same or a newer transaction, so log order (below) keeps stream order.
  last_transaction_id xid8 NOT NULL
);

-- Log order is (transaction_id, position). A reader only returns rows whose
-- transaction is older than every transaction still running, so a commit
-- that lands "in the past" of a reader's checkpoint cannot exist: no gaps.
CREATE TABLE events (
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  position       bigint GENERATED ALWAYS AS IDENTITY,
  stream_id      text NOT NULL,
  revision       bigint NOT NULL,
  event_id       uuid NOT NULL,
  type           text NOT NULL,
  schema_version integer NOT NULL,
  occurred_at    timestamptz NOT NULL,
  correlation_id text,
  causation_id   text,
  actor          jsonb NOT NULL,
  data           jsonb NOT NULL,
  PRIMARY KEY (transaction_id, position),
  CONSTRAINT events_event_id_unique UNIQUE (event_id),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream_id, revision)
);
