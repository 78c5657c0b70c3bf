-- The dashboard (issue 17): usage per UTC hour per user and model, folded from
-- the QuotaSettled events by projections/usage-hourly.ts and read by
-- services/features/dashboard (/api/data/, /api/data/self, GraphQL dashboard
-- and myDashboard). Days and weeks are sums of these rows, made when read.
-- Names are not kept here: the user's is joined when read.
CREATE TABLE usage_hourly (
  user_id           bigint NOT NULL,
  -- The start of the UTC hour the requests were settled in.
  hour              timestamptz NOT NULL,
  -- The model the request asked for; '' when the settle named none.
  model_name        text NOT NULL,
  quota             bigint NOT NULL,
  prompt_tokens     bigint NOT NULL,
  completion_tokens bigint NOT NULL,
  requests          bigint NOT NULL,
  -- A user's own dashboard reads a range of their hours through this key.
  PRIMARY KEY (user_id, hour, model_name)
);
-- Every user's hours in a range: the admins' dashboard.
CREATE INDEX usage_hourly_hour ON usage_hourly (hour);
