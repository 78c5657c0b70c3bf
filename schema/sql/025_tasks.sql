-- Tasks (issue 17 item 6): Midjourney drawings and music/video tasks, one row
-- per task folded from its stream (projections/tasks). A read model.
CREATE TABLE tasks (
  task_key          text PRIMARY KEY,
  platform          text NOT NULL,
  user_id           bigint NOT NULL,
  token_id          bigint,
  channel_id        bigint,
  action            text NOT NULL,
  upstream_task_id  text NOT NULL,
  code              integer,
  status            text NOT NULL,
  progress          text NOT NULL,
  prompt            text NOT NULL,
  prompt_en         text NOT NULL,
  image_url         text NOT NULL,
  video_url         text NOT NULL,
  fail_reason       text NOT NULL,
  quota             bigint NOT NULL,
  request_id        text NOT NULL,
  -- Milliseconds since the epoch, as the established gateway keeps them; 0 until known.
  submit_time       bigint NOT NULL,
  start_time        bigint NOT NULL,
  finish_time       bigint NOT NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  -- The place in the log of the task's last change: the progress feed's cursor.
  log_order         text NOT NULL
);
CREATE INDEX tasks_recent ON tasks (platform, submit_time DESC, task_key DESC);
CREATE INDEX tasks_user ON tasks (user_id, platform, submit_time DESC);
CREATE INDEX tasks_channel ON tasks (channel_id, platform, submit_time DESC) WHERE channel_id IS NOT NULL;
CREATE INDEX tasks_upstream ON tasks (upstream_task_id);
CREATE INDEX tasks_order ON tasks (log_order);
