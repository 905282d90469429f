import fs from 'node:fs';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/**
 * SQLite through Node's built-in `node:sqlite` (Node >= 22.13 unflagged): nothing to compile, and
 * maintained with Node itself, unlike a native addon that must follow every Node release. This is
 * the one place that knows the driver; the stores use these few helpers.
 */
export type Database = DatabaseSync;
export type Statement = StatementSync;
export type Param = SQLInputValue;
/** Named parameters, written `@name` in SQL and bare `name` here. */
export type NamedParams = Record<string, SQLInputValue>;

const PAGE_CACHE_KIB = 16_000;

export interface OpenOptions {
  /** Opens the file read-only; it must exist then. */
  readOnly?: boolean;
}

export function openDatabase(file: string, { readOnly = false }: OpenOptions = {}): Database {
  // SQLite's own message for a missing read-only file is "unable to open database file": say which.
  if (readOnly && !fs.existsSync(file)) throw new Error(`SQLite database not found: ${file}`);
  const db = new DatabaseSync(file, { readOnly });
  // A 16 MB page cache per connection (SQLite's default is 2 MB): deep list pages and the
  // full-text index stay in memory between calls, as with the native driver this replaced.
  pragma(db, `cache_size = -${PAGE_CACHE_KIB}`);
  return db;
}

/** A pragma's value (`PRAGMA name`), or sets one (`PRAGMA name = value`) and returns what SQLite answers. */
export function pragma(db: Database, statement: string): unknown {
  const row = db.prepare(`PRAGMA ${statement}`).get();
  return row === undefined ? undefined : Object.values(row)[0];
}

/** The rows of a statement, typed as the caller knows them to be. */
export function allRows<T>(statement: Statement, ...params: Param[]): T[] {
  return statement.all(...params) as T[];
}

export function firstRow<T>(statement: Statement, ...params: Param[]): T | undefined {
  return statement.get(...params) as T | undefined;
}

export function allNamed<T>(statement: Statement, params: NamedParams): T[] {
  return statement.all(params) as T[];
}

export function firstNamed<T>(statement: Statement, params: NamedParams): T | undefined {
  return statement.get(params) as T | undefined;
}

/** The first column of one row (undefined when there is none). */
export function firstValue<T>(statement: Statement, ...params: Param[]): T | undefined {
  const row = statement.get(...params);
  return row === undefined ? undefined : (Object.values(row)[0] as T);
}

/** The first column of every row. */
export function columnValues<T>(statement: Statement, ...params: Param[]): T[] {
  return statement.all(...params).map((row) => Object.values(row)[0] as T);
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws.
 * `immediate` takes the write lock at the start, so two processes never both read then write.
 */
export function inTransaction<T>(db: Database, work: () => T, mode: 'deferred' | 'immediate' = 'deferred'): T {
  db.exec(mode === 'immediate' ? 'BEGIN IMMEDIATE' : 'BEGIN');
  let result: T;
  try {
    result = work();
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
  db.exec('COMMIT');
  return result;
}
