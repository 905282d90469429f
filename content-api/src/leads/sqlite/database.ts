import fs from 'node:fs';
import path from 'node:path';
import { inTransaction, openDatabase, pragma, type Database } from '../../support/sqlite';

export type LeadDatabase = Database;

// Each entry moves the schema one version up; applied in order inside a transaction.
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     received_at INTEGER NOT NULL,
     request_json TEXT NOT NULL,
     client_ip TEXT,
     user_agent TEXT,
     fill_ms INTEGER
   );
   CREATE INDEX leads_received ON leads(received_at);
   CREATE TABLE outbox (
     lead_id TEXT PRIMARY KEY REFERENCES leads(id),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     last_status INTEGER,
     updated_at INTEGER NOT NULL,
     delivered_at INTEGER
   );
   CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
   CREATE TABLE idempotency_keys (
     key TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads(id),
     response_json TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );`,
  // Forwarder claims: a row leased to one forwarder until claimed_until (see OutboxStore.claimDue).
  `ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
   ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;`,
  // The hash of the request a key was first used with (a reuse with another body is refused), the
  // request id a lead came with (its forwarding log lines carry it), and the lookups the retention
  // purge makes. Keys stored before this have no hash and replay as before.
  `ALTER TABLE idempotency_keys ADD COLUMN request_hash TEXT;
   ALTER TABLE leads ADD COLUMN request_id TEXT;
   CREATE INDEX idempotency_keys_lead ON idempotency_keys(lead_id);`,
  // Why a lead was caught as spam: it is stored like any other (its sender cannot tell) but gets no
  // outbox row, so it is never forwarded; retention deletes it with the rest.
  `ALTER TABLE leads ADD COLUMN spam_reason TEXT;`,
];

/**
 * Opens (creating if needed) the lead database. WAL with synchronous=FULL makes every committed
 * transaction survive a process kill or power loss before the request is answered.
 */
export function openLeadDatabase(dbPath: string): LeadDatabase {
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = openDatabase(dbPath);
  // Set before anything else: a second process may hold the write lock while this one migrates.
  pragma(db, 'busy_timeout = 5000');
  pragma(db, 'journal_mode = WAL');
  pragma(db, 'synchronous = FULL');
  pragma(db, 'foreign_keys = ON');
  inTransaction(
    db,
    () => {
      // Read inside the write lock, so two processes opening a new file never both migrate it.
      const version = Number(pragma(db, 'user_version'));
      for (let next = version; next < MIGRATIONS.length; next += 1) db.exec(MIGRATIONS[next] ?? '');
      pragma(db, `user_version = ${Math.max(version, MIGRATIONS.length)}`);
    },
    'immediate',
  );
  return db;
}
