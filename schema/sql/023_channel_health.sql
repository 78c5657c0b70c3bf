-- Channel health (issue 17 item 5), the last facts per channel: folded from
-- the log by projections/channel-health/channel-health-latest.ts. Successes
-- come from QuotaSettled, failures from RelayAttemptsFailed, the status and
-- its automatic changes from the channel's ConfigChanged audit events. The
-- counts over sliding windows are in channel_health_minutes (migration 024).
CREATE TABLE channel_health (
  channel_id            bigint PRIMARY KEY,
  -- Events taken in for this channel: a subscription sends a channel again when it moves.
  events                bigint NOT NULL,
  -- 1 enabled, 2 disabled by an admin, 3 disabled automatically, as the last audit event left it; null before one.
  status                smallint CHECK (status IN (1, 2, 3)),
  -- When the status last took its present value (the channel's creation, or the change).
  status_at             timestamptz,
  -- The last change made by the system (the channel monitor), not an admin: the status it left, why and when.
  auto_status           smallint CHECK (auto_status IN (1, 2, 3)),
  auto_reason           text,
  auto_at               timestamptz,
  -- The last request the channel served, and its times when the channel served it at the first attempt.
  last_success_at       timestamptz,
  last_response_ms      integer,
  last_first_token_ms   integer,
  -- The last failed attempt on the channel.
  last_error_at         timestamptz,
  last_error_status     integer,
  last_error_kind       text,
  last_error_code       text,
  last_error_message    text,
  last_error_latency_ms integer
);
