-- System options: one row per key an admin has written. A key without a row
-- reads as its default from schema/options/catalogue.ts.
CREATE TABLE options (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- First-run setup: exactly one row once the setup wizard has finished.
CREATE TABLE setup_state (
  id           smallint PRIMARY KEY CHECK (id = 1),
  completed_at timestamptz NOT NULL
);
