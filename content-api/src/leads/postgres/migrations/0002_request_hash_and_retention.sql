-- The hash of the request a key was first used with (a reuse with another body is refused; keys
-- stored before this have none and replay as before), the request id a lead came with (its
-- forwarding log lines carry it), and the lookups the retention purge and the metrics make.
ALTER TABLE idempotency_keys ADD COLUMN request_hash TEXT;
ALTER TABLE leads ADD COLUMN request_id TEXT;
CREATE INDEX idempotency_keys_lead ON idempotency_keys (lead_id);
CREATE INDEX outbox_status ON outbox (status);
