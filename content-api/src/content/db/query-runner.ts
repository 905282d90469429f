import { LruCache } from '@handyman/contracts/server';
import { allRows, columnValues, firstRow, firstValue, type Database, type Statement } from '../../support/sqlite';
import type { Paging } from '../content-store';

export type Param = string | number;

/** Remembered totals (a few hundred bytes each at most). */
const COUNT_CACHE_SIZE = 10_000;

/** Prepared statements, kept by their SQL, over a read-only content database. */
export class QueryRunner {
  private readonly statements = new Map<string, Statement>();
  private readonly counts = new LruCache<string, number>(COUNT_CACHE_SIZE);

  constructor(private readonly db: Database) {}

  statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  all<T>(sql: string, ...params: Param[]): T[] {
    return allRows<T>(this.statement(sql), ...params);
  }

  get<T>(sql: string, ...params: Param[]): T | undefined {
    return firstRow<T>(this.statement(sql), ...params);
  }

  /** The first column of every row. */
  column<T>(sql: string, ...params: Param[]): T[] {
    return columnValues<T>(this.statement(sql), ...params);
  }

  /**
   * A row count, remembered: content does not change while the service runs, and counting every
   * match of a common word is the costly part of a search page.
   */
  count(sql: string, ...params: Param[]): number {
    const key = JSON.stringify([sql, params]);
    let count = this.counts.get(key);
    if (count === undefined) {
      count = firstValue<number>(this.statement(sql), ...params) ?? 0;
      this.counts.set(key, count);
    }
    return count;
  }

  /** The first column of one page of a query whose last two parameters are LIMIT and OFFSET. */
  pageOf<T = string>(sql: string, params: Param[], { page, resultsPerPage }: Paging): T[] {
    return this.column<T>(sql, ...params, resultsPerPage, (page - 1) * resultsPerPage);
  }

  /** One page of a query that has no LIMIT yet. */
  items<T = string>(sql: string, params: Param[], paging: Paging): T[] {
    return this.pageOf<T>(`${sql} LIMIT ? OFFSET ?`, params, paging);
  }

  close(): void {
    this.db.close();
  }
}
