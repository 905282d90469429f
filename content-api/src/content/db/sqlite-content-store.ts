import type { PathIndexEntry } from '@handyman/contracts';
import type { OfficeSite } from '../../offices/office-directory';
import { NearestOffices, type TerritoryClaim } from '../../zip/nearest-offices';
import type { Database } from '../../support/sqlite';
import type { ZipLocator } from '../../zip/zip-centroids';
import type { BlogFilter } from '../blog-filter';
import type { ContentStore, ListPage, ListRequest, Paging } from '../content-store';
import { KNOWN_SCHEMAS } from '../list-query';
import { shortBlogSlug } from '../page-path';
import { staticJson, type StaticJson } from '../static-json';
import { fullTextSearch } from './fts-search';
import { blogFilterSql, orderBy } from './list-sql';
import { PageCodec } from './page-codec';
import { pageEnvelope } from './page-row';
import { QueryRunner } from './query-runner';

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
  private readonly runner: QueryRunner;
  private readonly schemas = new Map<string, string>();
  private readonly schemaCounts = new Map<string, number>();
  private readonly facets: StaticJson;
  private readonly codec: PageCodec;

  constructor(db: Database, options: { radiusMiles: number; locate: ZipLocator }) {
    this.runner = new QueryRunner(db);
    const warnings = this.runner.get<{ value: string }>("SELECT value FROM meta WHERE key = 'warnings'")?.value;
    this.warnings = JSON.parse(warnings ?? '[]') as string[];
    const dictionary = this.runner.get<{ value: string }>("SELECT value FROM meta WHERE key = 'dictionary'")?.value ?? '';
    this.codec = new PageCodec(Buffer.from(dictionary, 'base64'));
    for (const schema of KNOWN_SCHEMAS) this.schemas.set(schema.toLowerCase(), schema);
    for (const row of this.runner.all<{ schema: string; n: number }>('SELECT schema, count(*) AS n FROM pages GROUP BY schema')) {
      this.schemas.set(row.schema.toLowerCase(), row.schema);
      this.schemaCounts.set(row.schema, row.n);
    }
    this.pageCount = [...this.schemaCounts.values()].reduce((sum, n) => sum + n, 0);
    this.offices = this.runner.all<OfficeRow>('SELECT * FROM offices ORDER BY ord').map(officeSite);
    this.facets = this.document('facets', 'blog') ?? staticJson({ totalPosts: 0, years: [], categories: [], authors: [] });
    this.nearest = new NearestOffices(this.offices, { ...options, claimsOf: (zip5) => this.claimsOf(zip5) });
  }

  private document(kind: string, name: string): StaticJson | undefined {
    return this.runner.get<StaticJson>('SELECT body, etag FROM documents WHERE kind = ? AND name = ?', kind, name);
  }

  /** A list page of stored (encoded) items, as JSON. */
  private decoded({ items, total }: ListPage<Uint8Array>): ListPage {
    return { items: items.map(this.codec.decode), total };
  }

  private jsonColumn(summary: boolean): string {
    return summary ? 'coalesce(p.summary, p.item)' : 'p.item';
  }

  page(path: string): StaticJson | undefined {
    type Row = { path: string; item: Uint8Array; etag: string };
    const cols = 'SELECT path, item, etag FROM pages';
    let row = this.runner.get<Row>(`${cols} WHERE path = ?`, path);
    const slug = row === undefined ? shortBlogSlug(path) : undefined;
    if (slug !== undefined) row = this.runner.get<Row>(`${cols} WHERE blog_slug = ? ORDER BY path DESC LIMIT 1`, slug);
    return row === undefined ? undefined : { body: pageEnvelope(row.path, this.codec.decode(row.item)), etag: row.etag };
  }

  schemaNamed(type: string): string | undefined {
    return this.schemas.get(type.toLowerCase());
  }

  search(schema: string, text: string | undefined, request: ListRequest): ListPage {
    const column = this.jsonColumn(request.summary);
    if (text !== undefined && text.trim() !== '') return this.decoded(fullTextSearch(this.runner, schema, text, column, request));
    const items = this.runner.items<Uint8Array>(
      `SELECT ${column} FROM pages p WHERE p.schema = ? ORDER BY ${orderBy(request.sort)}`,
      [schema],
      request,
    );
    return { items: items.map(this.codec.decode), total: this.schemaCounts.get(schema) ?? 0 };
  }

  blogIndex(filter: BlogFilter, request: ListRequest): ListPage {
    const { where, params } = blogFilterSql(filter);
    const items = this.runner.items<Uint8Array>(
      `SELECT ${this.jsonColumn(request.summary)} FROM pages p WHERE ${where} ORDER BY ${orderBy(request.sort)}`,
      params,
      request,
    );
    return { items: items.map(this.codec.decode), total: this.runner.count(`SELECT count(*) FROM pages p WHERE ${where}`, ...params) };
  }

  listPaths(prefix: string, { page, resultsPerPage }: Paging): { entries: PathIndexEntry[]; total: number } {
    type Row = { path: string; schema: string; lastmod: string | null };
    const toEntry = ({ path, schema, lastmod }: Row): PathIndexEntry => (lastmod === null ? { path, schema } : { path, schema, lastmod });
    const start = (page - 1) * resultsPerPage;
    if (prefix === '') {
      const rows = this.runner.all<Row>('SELECT path, schema, lastmod FROM pages ORDER BY path LIMIT ? OFFSET ?', resultsPerPage, start);
      return { entries: rows.map(toEntry), total: this.pageCount };
    }
    // The prefix page sorts before every page under it ("offices" < "offices/..."), so it leads the
    // list and the rest is one range of the path index ('0' follows '/'), read in order.
    const exact = this.runner.get<Row>('SELECT path, schema, lastmod FROM pages WHERE path = ?', prefix);
    const lead = exact === undefined ? 0 : 1;
    const rows = lead === 1 && start === 0 ? [exact as Row] : [];
    const range = [`${prefix}/`, `${prefix}0`];
    rows.push(
      ...this.runner.all<Row>(
        'SELECT path, schema, lastmod FROM pages WHERE path > ? AND path < ? ORDER BY path LIMIT ? OFFSET ?',
        ...range,
        resultsPerPage - rows.length,
        Math.max(0, start - lead),
      ),
    );
    return {
      entries: rows.map(toEntry),
      total: lead + this.runner.count('SELECT count(*) FROM pages WHERE path > ? AND path < ?', ...range),
    };
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
    const rows = this.runner.all<{ office_ord: number; owned: number }>(
      'SELECT office_ord, owned FROM territory WHERE zip = ? ORDER BY office_ord',
      zip5,
    );
    return rows.flatMap(({ office_ord, owned }) => {
      const office = this.offices[office_ord];
      return office === undefined ? [] : [{ office, owned: owned === 1 }];
    });
  }

  officeServingZip(zip5: string): OfficeSite | undefined {
    return this.nearest.servingOffice(zip5);
  }

  check(): void {
    this.runner.get('SELECT 1 FROM pages LIMIT 1');
  }

  close(): void {
    this.runner.close();
  }
}
