-- Leads, their outbox rows and idempotency keys. Times are milliseconds since the epoch, written by
-- the service (the same clock the SQLite store uses).
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  received_at BIGINT NOT NULL,
  request_json TEXT NOT NULL,
  client_ip TEXT,
  user_agent TEXT,
  fill_ms INTEGER
);
CREATE INDEX leads_received ON leads (received_at DESC, seq DESC);

CREATE TABLE outbox (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_error TEXT,
  last_status INTEGER,
  updated_at BIGINT NOT NULL,
  delivered_at BIGINT,
  -- A forwarder's lease on the row: nobody else claims it before claimed_until.
  claimed_by TEXT,
  claimed_until BIGINT
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';

-- The key is written first in a lead's transaction, so the lead it names comes later in the same
-- transaction: the reference is checked at commit.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) DEFERRABLE INITIALLY DEFERRED,
  response_json TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
