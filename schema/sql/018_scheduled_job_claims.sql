-- When each scheduled job last started (unix seconds), so that of all the
-- instances ticking, exactly one starts each run: a tick claims the job by
-- moving started_at forward only if the interval has passed since.
CREATE TABLE scheduled_job_claims (
  job        text PRIMARY KEY,
  started_at bigint NOT NULL
);
