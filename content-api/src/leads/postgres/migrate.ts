import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any fixed number: instances starting together take this lock in turn, so each file runs once.
const MIGRATION_LOCK = 4_023_230_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered files in migrations/ (0001_name.sql, ...), in order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: Number(name.slice(0, 4)), name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Applies the migrations not yet applied, each in its own transaction, under an advisory lock. Returns the names applied. */
export async function migrate(pool: pg.Pool, migrations = readMigrations()): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    const newest = Math.max(0, ...applied);
    const known = migrations.at(-1)?.version ?? 0;
    if (newest > known) throw new Error(`the lead database is at schema version ${newest}, newer than this service knows (${known})`);
    const names: string[] = [];
    for (const migration of migrations.filter((item) => !applied.has(item.version))) {
      await client.query('BEGIN');
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      await client.query('COMMIT');
      names.push(migration.name);
    }
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
    return names;
  } catch (error) {
    // Dropping the connection rolls back a half-applied file and frees the session's lock.
    client.release(true);
    throw error;
  }
}
