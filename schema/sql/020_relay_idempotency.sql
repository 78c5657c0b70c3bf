-- Idempotency-Key on relay requests (RELIABILITY I5, A5). One row per
-- (token, key): claimed when the first request with the key is admitted,
-- holding the SHA-256 of its body; once that request has delivered, the
-- answer the client received (status, content type, bytes) for the repeats.
-- A request that delivered nothing gives its key back (the row is deleted),
-- so the client may try again with it. Rows older than a day are pruned.
CREATE TABLE relay_idempotency (
  token_id      bigint NOT NULL,
  idem_key      text NOT NULL,
  body_hash     text NOT NULL,
  request_id    text NOT NULL,
  status        integer,
  content_type  text,
  answer        bytea,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (token_id, idem_key)
);
CREATE INDEX relay_idempotency_created ON relay_idempotency (created_at);
