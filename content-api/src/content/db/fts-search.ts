import type { ListPage, ListRequest, Paging } from '../content-store';
import { ftsExpression } from './fts-query';
import { orderBy } from './list-sql';
import type { QueryRunner } from './query-runner';
import { BM25_WEIGHTS } from './schema';

/**
 * How many of the newest matches `sort=relevance` ranks. A common word matches a large share of
 * the posts and ranking all of them would cost every such search that; so the newest this many
 * are ranked by bm25 and any older matches follow them, newest first.
 */
export const RANKED_CANDIDATES = 1_000;

const MATCHES = 'SELECT rowid AS id FROM pages_fts WHERE pages_fts MATCH ?';

/** The newest RANKED_CANDIDATES matches by bm25, then the older matches newest first. */
function ranked(runner: QueryRunner, column: string, match: string, { page, resultsPerPage }: Paging): Uint8Array[] {
  const start = (page - 1) * resultsPerPage;
  const end = start + resultsPerPage;
  const items: Uint8Array[] = [];
  if (start < RANKED_CANDIDATES) {
    const sql = `SELECT ${column} FROM (
        SELECT rowid AS id, bm25(pages_fts, ${BM25_WEIGHTS}) AS score FROM pages_fts WHERE pages_fts MATCH ? ORDER BY rowid DESC LIMIT ?
      ) c JOIN pages p ON p.id = c.id ORDER BY c.score, c.id DESC LIMIT ? OFFSET ?`;
    items.push(...runner.column<Uint8Array>(sql, match, RANKED_CANDIDATES, Math.min(end, RANKED_CANDIDATES) - start, start));
  }
  if (end > RANKED_CANDIDATES) {
    const from = Math.max(start, RANKED_CANDIDATES);
    const sql = `SELECT ${column} FROM (${MATCHES} ORDER BY rowid DESC LIMIT ? OFFSET ?) m JOIN pages p ON p.id = m.id ORDER BY p.id DESC`;
    items.push(...runner.column<Uint8Array>(sql, match, end - from, from));
  }
  return items;
}

/**
 * Pages of a schema matching every word of the text. Newest first walks the index backwards with
 * a limit (rows are numbered in date order), so a word in most posts costs no more than a rare one.
 * Items are the stored (encoded) column's values.
 */
export function fullTextSearch(
  runner: QueryRunner,
  schema: string,
  text: string,
  column: string,
  request: ListRequest,
): ListPage<Uint8Array> {
  const expression = ftsExpression(text);
  if (expression === undefined) return { items: [], total: 0 };
  const match = `schema : "${schema.toLowerCase()}" AND {title body} : (${expression})`;
  const total = runner.count('SELECT count(*) FROM pages_fts WHERE pages_fts MATCH ?', match);
  const { field, direction } = request.sort;
  if (field === 'relevance') return { items: ranked(runner, column, match, request), total };
  if (field === 'datepublished') {
    const dir = direction === 'desc' ? 'DESC' : 'ASC';
    const sql = `SELECT ${column} FROM (${MATCHES} ORDER BY rowid ${dir} LIMIT ? OFFSET ?) m JOIN pages p ON p.id = m.id ORDER BY p.id ${dir}`;
    return { items: runner.pageOf<Uint8Array>(sql, [match], request), total };
  }
  const sql = `SELECT ${column} FROM pages_fts m JOIN pages p ON p.id = m.rowid WHERE pages_fts MATCH ? ORDER BY ${orderBy(request.sort)}`;
  return { items: runner.items<Uint8Array>(sql, [match], request), total };
}
