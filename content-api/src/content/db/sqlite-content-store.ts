import type Database from 'better-sqlite3';
import type { PathIndexEntry } from '@handyman/contracts';
import type { OfficeSite } from '../../offices/office-directory';
import { LruCache } from '../../support/lru-cache';
import { NearestOffices, type TerritoryClaim } from '../../zip/nearest-offices';
import type { ZipLocator } from '../../zip/zip-centroids';
import type { BlogFilter } from '../blog-filter';
import type { ContentStore, ListPage, ListRequest, Paging } from '../content-store';
import { KNOWN_SCHEMAS } from '../list-query';
import { shortBlogSlug } from '../page-path';
import { staticJson, type StaticJson } from '../static-json';
import { ftsExpression } from './fts-query';
import { blogFilterSql, orderBy } from './list-sql';
import { pageEnvelope } from './page-row';
import { BM25_WEIGHTS } from './schema';

type Param = string | number;

/**
 * How many of the newest matches `sort=relevance` ranks. A common word matches a large share of
 * the posts; ranking all of them would cost every search that; instead the newest this many are
 * ranked by bm25 and any older matches follow them newest first.
 */
export const RANKED_CANDIDATES = 1_000;

/** Remembered totals (a few hundred bytes each at most). */
const COUNT_CACHE_SIZE = 10_000;

interface OfficeRow {
  ord: number;
  path: string;
  listing: string;
  service_titan_id: string;
  latitude: number | null;
  longitude: number | null;
}

function officeSite(row: OfficeRow): OfficeSite {
  return {
    homePage: row.path,
    listing: JSON.parse(row.listing) as OfficeSite['listing'],
    serviceTitanId: row.service_titan_id,
    location: row.latitude === null || row.longitude === null ? undefined : { latitude: row.latitude, longitude: row.longitude },
  };
}

/** Content answered from the content database; only offices, schema names and counts live in memory. */
export class SqliteContentStore implements ContentStore {
  readonly offices: readonly OfficeSite[];
  readonly nearest: NearestOffices;
  readonly pageCount: number;
  readonly warnings: readonly string[];
  private readonly statements = new Map<string, Database.Statement>();
  private readonly counts = new LruCache<string, number>(COUNT_CACHE_SIZE);
  private readonly schemas = new Map<string, string>();
  private readonly schemaCounts = new Map<string, number>();
  private readonly facets: StaticJson;

  constructor(
    private readonly db: Database.Database,
    options: { radiusMiles: number; locate: ZipLocator },
  ) {
    this.warnings = JSON.parse(this.value("SELECT value FROM meta WHERE key = 'warnings'") ?? '[]') as string[];
    for (const schema of KNOWN_SCHEMAS) this.schemas.set(schema.toLowerCase(), schema);
    for (const row of this.all<{ schema: string; n: number }>('SELECT schema, count(*) AS n FROM pages GROUP BY schema')) {
      this.schemas.set(row.schema.toLowerCase(), row.schema);
      this.schemaCounts.set(row.schema, row.n);
    }
    this.pageCount = [...this.schemaCounts.values()].reduce((sum, n) => sum + n, 0);
    this.offices = this.all<OfficeRow>('SELECT * FROM offices ORDER BY ord').map(officeSite);
    this.facets = this.document('facets', 'blog') ?? staticJson({ totalPosts: 0, years: [], categories: [], authors: [] });
    this.nearest = new NearestOffices(this.offices, { ...options, claimsOf: (zip5) => this.claimsOf(zip5) });
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private all<T>(sql: string, ...params: Param[]): T[] {
    return this.statement(sql).all(...params) as T[];
  }

  private value(sql: string, ...params: Param[]): string | undefined {
    return (
      (this.statement(sql)
        .pluck()
        .get(...params) as string | undefined) ?? undefined
    );
  }

  private count(sql: string, ...params: Param[]): number {
    return this.statement(sql)
      .pluck()
      .get(...params) as number;
  }

  private document(kind: string, name: string): StaticJson | undefined {
    return this.statement('SELECT body, etag FROM documents WHERE kind = ? AND name = ?').get(kind, name) as StaticJson | undefined;
  }

  private jsonColumn(summary: boolean): string {
    return summary ? 'coalesce(p.summary, p.item)' : 'p.item';
  }

  page(path: string): StaticJson | undefined {
    type Row = { path: string; item: string; etag: string };
    const cols = 'SELECT path, item, etag FROM pages';
    let row = this.statement(`${cols} WHERE path = ?`).get(path) as Row | undefined;
    const slug = row === undefined ? shortBlogSlug(path) : undefined;
    if (slug !== undefined) row = this.statement(`${cols} WHERE blog_slug = ? ORDER BY path DESC LIMIT 1`).get(slug) as Row | undefined;
    return row === undefined ? undefined : { body: pageEnvelope(row.path, row.item), etag: row.etag };
  }

  schemaNamed(type: string): string | undefined {
    return this.schemas.get(type.toLowerCase());
  }

  search(schema: string, text: string | undefined, request: ListRequest): ListPage {
    const column = this.jsonColumn(request.summary);
    if (text === undefined || text.trim() === '') {
      const items = this.items(`SELECT ${column} FROM pages p WHERE p.schema = ? ORDER BY ${orderBy(request.sort)}`, [schema], request);
      return { items, total: this.schemaCounts.get(schema) ?? 0 };
    }
    const expression = ftsExpression(text);
    if (expression === undefined) return { items: [], total: 0 };
    const match = `schema : "${schema.toLowerCase()}" AND {title body} : (${expression})`;
    const total = this.count('SELECT count(*) FROM pages_fts WHERE pages_fts MATCH ?', match);
    const newest = `SELECT rowid AS id FROM pages_fts WHERE pages_fts MATCH ? ORDER BY rowid`;
    const { field, direction } = request.sort;
    if (field === 'relevance') return { items: this.ranked(column, match, request), total };
    if (field === 'datepublished') {
      const dir = direction === 'desc' ? 'DESC' : 'ASC';
      const sql = `SELECT ${column} FROM (${newest} ${dir} LIMIT ? OFFSET ?) m JOIN pages p ON p.id = m.id ORDER BY p.id ${dir}`;
      return { items: this.pageOf(sql, [match], request), total };
    }
    const sql = `SELECT ${column} FROM pages_fts m JOIN pages p ON p.id = m.rowid WHERE pages_fts MATCH ? ORDER BY ${orderBy(request.sort)}`;
    return { items: this.items(sql, [match], request), total };
  }

  /** The newest RANKED_CANDIDATES matches by bm25, then the older matches newest first. */
  private ranked(column: string, match: string, { page, resultsPerPage }: Paging): string[] {
    const start = (page - 1) * resultsPerPage;
    const end = start + resultsPerPage;
    const items: string[] = [];
    if (start < RANKED_CANDIDATES) {
      const sql = `SELECT ${column} FROM (
          SELECT rowid AS id, bm25(pages_fts, ${BM25_WEIGHTS}) AS score FROM pages_fts WHERE pages_fts MATCH ? ORDER BY rowid DESC LIMIT ?
        ) c JOIN pages p ON p.id = c.id ORDER BY c.score, c.id DESC LIMIT ? OFFSET ?`;
      items.push(
        ...(this.statement(sql)
          .pluck()
          .all(match, RANKED_CANDIDATES, Math.min(end, RANKED_CANDIDATES) - start, start) as string[]),
      );
    }
    if (end > RANKED_CANDIDATES) {
      const from = Math.max(start, RANKED_CANDIDATES);
      const sql = `SELECT ${column} FROM (SELECT rowid AS id FROM pages_fts WHERE pages_fts MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?) m
        JOIN pages p ON p.id = m.id ORDER BY p.id DESC`;
      items.push(
        ...(this.statement(sql)
          .pluck()
          .all(match, end - from, from) as string[]),
      );
    }
    return items;
  }

  /** Rows of one page of a query whose last two parameters are LIMIT and OFFSET. */
  private pageOf(sql: string, params: Param[], { page, resultsPerPage }: Paging): string[] {
    return this.statement(sql)
      .pluck()
      .all(...params, resultsPerPage, (page - 1) * resultsPerPage) as string[];
  }

  private items(sql: string, params: Param[], paging: Paging): string[] {
    return this.pageOf(`${sql} LIMIT ? OFFSET ?`, params, paging);
  }

  blogIndex(filter: BlogFilter, request: ListRequest): ListPage {
    const { where, params } = blogFilterSql(filter);
    const items = this.items(
      `SELECT ${this.jsonColumn(request.summary)} FROM pages p WHERE ${where} ORDER BY ${orderBy(request.sort)}`,
      params,
      request,
    );
    return { items, total: this.count(`SELECT count(*) FROM pages p WHERE ${where}`, ...params) };
  }

  listPaths(prefix: string, paging: Paging): { entries: PathIndexEntry[]; total: number } {
    const where = prefix === '' ? '' : 'WHERE path = ? OR (path > ? AND path < ?)';
    const params = prefix === '' ? [] : [prefix, `${prefix}/`, `${prefix}0`];
    type Row = { path: string; schema: string; lastmod: string | null };
    const rows = this.statement(`SELECT path, schema, lastmod FROM pages ${where} ORDER BY path LIMIT ? OFFSET ?`).all(
      ...params,
      paging.resultsPerPage,
      (paging.page - 1) * paging.resultsPerPage,
    ) as Row[];
    const entries = rows.map(({ path, schema, lastmod }) => (lastmod === null ? { path, schema } : { path, schema, lastmod }));
    return { entries, total: prefix === '' ? this.pageCount : this.count(`SELECT count(*) FROM pages ${where}`, ...params) };
  }

  blogFacets(): StaticJson {
    return this.facets;
  }

  resource(name: string): StaticJson | undefined {
    return this.document('resource', name);
  }

  reviews(placeId: string): StaticJson | undefined {
    return this.document('reviews', placeId);
  }

  officeList(): StaticJson {
    return this.document('offices', 'all') ?? staticJson([]);
  }

  private claimsOf(zip5: string): TerritoryClaim[] {
    const rows = this.all<{ office_ord: number; owned: number }>(
      'SELECT office_ord, owned FROM territory WHERE zip = ? ORDER BY office_ord',
      zip5,
    );
    return rows.flatMap(({ office_ord, owned }) => {
      const office = this.offices[office_ord];
      return office === undefined ? [] : [{ office, owned: owned === 1 }];
    });
  }

  officeServingZip(zip5: string): OfficeSite | undefined {
    const ord = this.statement('SELECT office_ord FROM territory WHERE zip = ? ORDER BY owned DESC, office_ord LIMIT 1')
      .pluck()
      .get(zip5) as number | undefined;
    return ord === undefined ? undefined : this.offices[ord];
  }

  close(): void {
    this.db.close();
  }
}
