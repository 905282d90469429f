import type { LeadStore } from './lead-store';
import { PgLeadStore } from './postgres/pg-lead-store';
import { createLeadPool, type PoolLog } from './postgres/pool';
import { SqliteLeadStore } from './sqlite/sqlite-lead-store';

/** PostgreSQL when a database URL is given (shared by several instances), else the SQLite file. */
export function openLeadStore(options: { dbPath: string; databaseUrl?: string | undefined }, log: PoolLog): LeadStore {
  if (options.databaseUrl !== undefined) return new PgLeadStore(createLeadPool(options.databaseUrl, log));
  return SqliteLeadStore.open(options.dbPath);
}

/** Where the store is, for log lines: never the password. */
export function describeLeadStore(options: { dbPath: string; databaseUrl?: string | undefined }): string {
  if (options.databaseUrl === undefined) return `SQLite ${options.dbPath}`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL ${url.hostname || 'local socket'}:${url.port || 5432}${url.pathname}`;
}
