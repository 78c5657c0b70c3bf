-- The usage log's token and channel filters read one token's or one
-- channel's rows newest first straight from their index, as the user filter
-- does: the indexes end in event_id, the page order's tie-breaker
-- (021's ended at created_at, so a deep page of a busy token sorted all its rows).
DROP INDEX usage_logs_token;
CREATE INDEX usage_logs_token ON usage_logs (token_id, created_at DESC, event_id DESC) WHERE token_id IS NOT NULL;
DROP INDEX usage_logs_channel;
CREATE INDEX usage_logs_channel ON usage_logs (channel_id, created_at DESC, event_id DESC) WHERE channel_id IS NOT NULL;
