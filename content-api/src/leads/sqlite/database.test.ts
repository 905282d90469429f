import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../testing/app-kit';
import { pragma } from '../../support/sqlite';
import { openLeadDatabase, type LeadDatabase } from './database';

let dir: string;
const opened: LeadDatabase[] = [];
beforeEach(() => {
  dir = tempDir('lead-db-');
});
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite lead database', () => {
  it('is durable before it answers: WAL, synchronous FULL, foreign keys on, and waits for a busy writer', () => {
    const db = openLeadDatabase(path.join(dir, 'data', 'leads.db'));
    opened.push(db);
    expect(pragma(db, 'journal_mode')).toBe('wal');
    expect(pragma(db, 'synchronous')).toBe(2); // FULL
    expect(pragma(db, 'foreign_keys')).toBe(1);
    expect(pragma(db, 'busy_timeout')).toBe(5000);
  });

  it('migrates a new file once: a second connection finds it at the current version, with every column', () => {
    const file = path.join(dir, 'leads.db');
    const first = openLeadDatabase(file);
    const second = openLeadDatabase(file);
    opened.push(first, second);
    expect(pragma(second, 'user_version')).toBe(pragma(first, 'user_version'));
    const columns = second
      .prepare("SELECT name FROM pragma_table_info('outbox')")
      .all()
      .map((row) => row.name);
    expect(columns).toEqual(expect.arrayContaining(['lead_id', 'status', 'claimed_by', 'claimed_until']));
  });
});
