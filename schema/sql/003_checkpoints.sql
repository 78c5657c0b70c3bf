-- Where each follower of the log (a projection, the Kafka forwarder) has got
-- to. A projection writes its row in the same transaction as its read-model
-- rows, so the two never disagree.
CREATE TABLE log_checkpoints (
  name       text PRIMARY KEY,
  version    integer NOT NULL,
  position   text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
