import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/app-kit';
import { columnValues, firstValue, inTransaction, openDatabase, pragma, type Database } from './sqlite';

let dir: string;
const open: Database[] = [];
const db = (file = 'test.db', readOnly = false) => {
  const opened = openDatabase(path.join(dir, file), { readOnly });
  open.push(opened);
  return opened;
};

beforeEach(() => {
  dir = tempDir('sqlite-support-');
});
afterEach(() => {
  for (const opened of open.splice(0)) if (opened.isOpen) opened.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite support', () => {
  it('commits a transaction whose work returns, and rolls back one whose work throws', () => {
    const writer = db();
    writer.exec('CREATE TABLE t (n INTEGER)');
    inTransaction(writer, () => writer.prepare('INSERT INTO t VALUES (1)').run());
    expect(() =>
      inTransaction(writer, () => {
        writer.prepare('INSERT INTO t VALUES (2)').run();
        throw new Error('half-way');
      }),
    ).toThrow('half-way');
    expect(columnValues<number>(writer.prepare('SELECT n FROM t'))).toEqual([1]);
    expect(writer.isTransaction).toBe(false);
  });

  it('an immediate transaction holds the write lock: a second connection cannot write meanwhile', () => {
    const first = db();
    first.exec('CREATE TABLE t (n INTEGER)');
    const second = db();
    pragma(second, 'busy_timeout = 0');
    inTransaction(first, () => expect(() => second.prepare('INSERT INTO t VALUES (1)').run()).toThrow(/locked|busy/i), 'immediate');
    second.prepare('INSERT INTO t VALUES (1)').run();
    expect(firstValue<number>(first.prepare('SELECT count(*) FROM t'))).toBe(1);
  });

  it('opens read-only when asked: reads work, writes are refused, and a missing file is named', () => {
    db().exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (7)');
    const reader = db('test.db', true);
    expect(firstValue<number>(reader.prepare('SELECT n FROM t'))).toBe(7);
    expect(() => reader.exec('INSERT INTO t VALUES (8)')).toThrow(/readonly/i);
    expect(() => db('missing.db', true)).toThrow(`SQLite database not found: ${path.join(dir, 'missing.db')}`);
  });

  it('keeps the full-text search the content database relies on (FTS5, porter, diacritics folded, prefixes)', () => {
    const fts = db();
    fts.exec(`CREATE VIRTUAL TABLE f USING fts5(title, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '3 4');
      INSERT INTO f VALUES ('Painting the café'), ('Faucet repairs');`);
    const match = (query: string) => columnValues<string>(fts.prepare('SELECT title FROM f WHERE f MATCH ? ORDER BY rowid'), query);
    expect(match('paint')).toEqual(['Painting the café']);
    expect(match('cafe')).toEqual(['Painting the café']);
    expect(match('fauc*')).toEqual(['Faucet repairs']);
  });
});
