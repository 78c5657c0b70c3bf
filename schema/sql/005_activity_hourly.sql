-- Read model: events recorded per type per hour (projections/activity-hourly.ts).
CREATE TABLE activity_hourly (
  event_type text NOT NULL,
  hour       timestamptz NOT NULL,
  events     bigint NOT NULL,
  PRIMARY KEY (event_type, hour)
);
CREATE INDEX activity_hourly_hour ON activity_hourly (hour);
