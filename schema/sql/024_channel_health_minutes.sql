-- Channel health (issue 17 item 5), the counts behind the sliding windows:
-- per channel, one row per minute that had traffic, folded from the log by
-- projections/channel-health/channel-health-minutes.ts. The rows form a ring
-- of 1,500 slots per channel (25 hours): `slot` is the minute's number since
-- the epoch modulo 1500, and a minute 25 hours later takes the slot over, so
-- the table stays bounded without a clock or a clean-up event. Windows are
-- summed when read, from the application's clock (minute >= now - window).
CREATE TABLE channel_health_minutes (
  channel_id         bigint NOT NULL,
  slot               smallint NOT NULL CHECK (slot >= 0 AND slot < 1500),
  -- Start of the UTC minute the slot holds.
  minute             timestamptz NOT NULL,
  successes          integer NOT NULL,
  failures           integer NOT NULL,
  -- Response and first-token times of the successes served at the first attempt.
  elapsed_ms_sum     bigint NOT NULL,
  elapsed_count      integer NOT NULL,
  first_token_ms_sum bigint NOT NULL,
  first_token_count  integer NOT NULL,
  PRIMARY KEY (channel_id, slot)
);
-- A window of one channel is a range of minutes.
CREATE INDEX channel_health_minutes_window ON channel_health_minutes (channel_id, minute);
