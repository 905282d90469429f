import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type ContentApp } from '../app';
import type { AppOptions } from '../app-options';
import { firstRow, openDatabase, type Database } from '../support/sqlite';

export const FIXTURE_SEED = path.join(__dirname, 'seed-fixtures');
export const FIXTURE_MEDIA = path.join(__dirname, 'media-fixtures');
export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const START_TIME = Date.parse('2025-05-01T12:00:00Z');

export interface TestApp extends ContentApp {
  dbPath: string;
  clock: { now: number };
  /** Rows in a table of the lead database, read through a separate connection. */
  count(table: 'leads' | 'outbox' | 'idempotency_keys'): number;
  /** The outbox row of a lead, read through a separate connection. */
  outboxRow(leadId: string): OutboxRow | undefined;
  close(): Promise<void>;
}

export interface OutboxRow {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  last_status: number | null;
}

function readDb<T>(dbPath: string, read: (db: Database) => T): T {
  const db = openDatabase(dbPath, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function tempDir(prefix = 'content-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A content-api on the fixture seed with a fresh database in a temp folder and a test clock. */
export function makeTestApp(overrides: Partial<AppOptions> = {}): TestApp {
  const dir = tempDir();
  const dbPath = overrides.dbPath ?? path.join(dir, 'leads.db');
  const clock = { now: START_TIME };
  const contentApp = createApp({
    seedDir: FIXTURE_SEED,
    mediaDir: FIXTURE_MEDIA,
    dbPath,
    contentDbPath: path.join(dir, 'content.db'),
    imageCacheDir: path.join(dir, 'media-cache'),
    adminToken: ADMIN_TOKEN,
    logLevel: false,
    now: () => clock.now,
    random: () => 0.5,
    ...overrides,
  });
  return {
    ...contentApp,
    dbPath,
    clock,
    count: (table) => readDb(dbPath, (db) => firstRow<{ n: number }>(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0),
    outboxRow: (leadId) => readDb(dbPath, (db) => firstRow<OutboxRow>(db.prepare('SELECT * FROM outbox WHERE lead_id = ?'), leadId)),
    async close() {
      await contentApp.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
