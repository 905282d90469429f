import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BlogFacet, BlogFacets, LocalOffice } from '@handyman/contracts';
import { compareOffices, officeOf, type OfficeDirectoryOptions, type OfficeWithTerritory } from '../../offices/office-directory';
import { jsonFiles, loadNamedFiles, loadPage, SeedError } from '../seed-loader';
import { staticJson } from '../static-json';
import { allRows, firstRow, inTransaction, openDatabase, pragma, type Database } from '../../support/sqlite';
import { CONTENT_SCHEMA, STAGING_SCHEMA } from './schema';
import { DICTIONARY_SAMPLES, dictionaryOf, PageCodec } from './page-codec';
import { stagedPage } from './page-row';

export interface ImportOptions extends OfficeDirectoryOptions {
  seedDir: string;
}

/** How far an import is: page files read of all there are, then the database written from them. */
export interface ImportProgress {
  phase: 'reading' | 'writing';
  pagesRead: number;
  pagesTotal: number;
}

export type ProgressListener = (progress: ImportProgress) => void;

/** Page files read between two progress reports. */
const PROGRESS_EVERY = 1_000;

type Db = Database;

function putDocument(db: Db, kind: string, name: string, value: unknown): void {
  const { body, etag } = staticJson(value);
  db.prepare('INSERT OR REPLACE INTO documents (kind, name, body, etag) VALUES (?, ?, ?, ?)').run(kind, name, body, etag);
}

/** Reads every page file once, staging its rows; franchise home pages also give the offices. */
function stagePages(db: Db, options: ImportOptions, warnings: string[], onProgress: ProgressListener): Map<string, OfficeWithTerritory> {
  const pagesDir = path.join(options.seedDir, 'pages');
  const insert = db.prepare(
    `INSERT OR REPLACE INTO staging VALUES (@path, @schema, @item, @summary, @etag, @lastmod, @published, @updated, @year,
       @title, @blog_slug, @fts_title, @fts_body, @terms)`,
  );
  const offices = new Map<string, OfficeWithTerritory>();
  const seen = new Map<string, number>();
  const files = jsonFiles(pagesDir);
  const pagesTotal = files.length;
  const samples = Array.from(
    new Set(Array.from({ length: DICTIONARY_SAMPLES }, (_, i) => files[Math.floor((i * files.length) / DICTIONARY_SAMPLES)])),
  );
  const dictionary = dictionaryOf(
    samples.flatMap((file) => (file === undefined ? [] : [JSON.stringify(loadPage(pagesDir, file, []).result)])),
  );
  db.prepare("INSERT INTO meta (key, value) VALUES ('dictionary', ?)").run(dictionary.toString('base64'));
  const codec = new PageCodec(dictionary);
  files.forEach((file, index) => {
    if (index % PROGRESS_EVERY === 0) onProgress({ phase: 'reading', pagesRead: index, pagesTotal });
    const page = loadPage(pagesDir, file, warnings);
    insert.run(stagedPage(page, codec));
    seen.set(page.key, (seen.get(page.key) ?? 0) + 1);
    if (page.schema === 'FranchiseHomePage') offices.set(page.key, officeOf(page, options, warnings));
    else offices.delete(page.key);
  });
  onProgress({ phase: 'writing', pagesRead: pagesTotal, pagesTotal });
  for (const [key, count] of seen) if (count > 1) warnings.push(`${count} seed pages normalise to "${key}"; the last one wins.`);
  if (seen.size === 0) warnings.push(`No pages found under ${pagesDir}.`);
  return offices;
}

/** Oldest first, so rowid order is date order; then the full-text rows and taxonomy under the same ids. */
function writePages(db: Db): void {
  db.exec(`
    INSERT INTO pages (path, schema, item, summary, etag, lastmod, published, updated, blog_slug)
      SELECT path, schema, item, summary, etag, lastmod, published, updated, blog_slug FROM staging ORDER BY published, path;
    INSERT INTO pages_fts (rowid, schema, title, body)
      SELECT p.id, lower(p.schema), s.fts_title, s.fts_body FROM pages p JOIN staging s ON s.path = p.path ORDER BY p.id;
    INSERT OR IGNORE INTO post_terms (kind, key, page_id, name)
      SELECT j.value ->> 0, j.value ->> 1, p.id, j.value ->> 2 FROM staging s JOIN pages p ON p.path = s.path, json_each(s.terms) j;
  `);
  // Title order as people read it (locale-aware), which SQL's byte order is not.
  const rows = allRows<{ id: number; title: string; path: string }>(
    db.prepare('SELECT p.id, s.title, p.path FROM pages p JOIN staging s ON s.path = p.path'),
  );
  rows.sort((a, b) => a.title.localeCompare(b.title) || a.path.localeCompare(b.path));
  const rank = db.prepare('UPDATE pages SET title_rank = ? WHERE id = ?');
  rows.forEach((row, index) => rank.run(index, row.id));
}

function writeOffices(db: Db, offices: Map<string, OfficeWithTerritory>): void {
  const sorted = [...offices.values()].sort((a, b) => compareOffices(a.site, b.site));
  const office = db.prepare('INSERT INTO offices (ord, path, listing, service_titan_id, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)');
  const claim = db.prepare('INSERT OR IGNORE INTO territory (zip, office_ord, owned) VALUES (?, ?, ?)');
  const fullList: LocalOffice[] = [];
  sorted.forEach(({ site, owned, allowed }, ord) => {
    office.run(
      ord,
      site.homePage,
      JSON.stringify(site.listing),
      site.serviceTitanId,
      site.location?.latitude ?? null,
      site.location?.longitude ?? null,
    );
    for (const zip of owned) claim.run(zip, ord, 1);
    for (const zip of allowed) claim.run(zip, ord, 0);
    fullList.push({ ...site.listing, OwnedZipcodes: owned, AllowedZipcodes: allowed });
  });
  putDocument(db, 'offices', 'all', fullList);
}

const byName = (a: BlogFacet, b: BlogFacet) => a.name.localeCompare(b.name, 'en') || a.name.localeCompare(b.name);

function facet(row: { name: string | number; count: number; lastmod: string | null }): BlogFacet {
  const name = String(row.name);
  return row.lastmod === null ? { name, count: row.count } : { name, count: row.count, lastmod: row.lastmod };
}

function writeBlogFacets(db: Db): void {
  type FacetRow = { name: string | number; count: number; lastmod: string | null };
  const terms = (kind: string) =>
    allRows<FacetRow>(
      db.prepare(
        `SELECT t.name AS name, count(*) AS count, max(p.lastmod) AS lastmod
           FROM post_terms t JOIN pages p ON p.id = t.page_id WHERE t.kind = ? GROUP BY t.key`,
      ),
      kind,
    )
      .map(facet)
      .sort(byName);
  const facets: BlogFacets = {
    totalPosts: firstRow<{ n: number }>(db.prepare("SELECT count(*) AS n FROM staging WHERE schema = 'BlogPost'"))?.n ?? 0,
    years: allRows<FacetRow>(
      db.prepare(
        `SELECT year AS name, count(*) AS count, max(lastmod) AS lastmod FROM staging
           WHERE schema = 'BlogPost' AND year IS NOT NULL GROUP BY year ORDER BY year DESC`,
      ),
    ).map(facet),
    categories: terms('category'),
    authors: terms('author'),
  };
  putDocument(db, 'facets', 'blog', facets);
}

function writeNamedFiles(db: Db, seedDir: string): void {
  for (const [name, value] of loadNamedFiles(path.join(seedDir, 'resources'), (file) => file.toLowerCase()))
    putDocument(db, 'resource', name, value);
  for (const [name, value] of loadNamedFiles(path.join(seedDir, 'reviews'), (file) => file)) putDocument(db, 'reviews', name, value);
}

function fill(db: Db, options: ImportOptions, fingerprint: string, onProgress: ProgressListener): void {
  const warnings: string[] = [];
  db.exec(CONTENT_SCHEMA);
  db.exec(STAGING_SCHEMA);
  inTransaction(db, () => {
    const offices = stagePages(db, options, warnings, onProgress);
    writePages(db);
    writeOffices(db, offices);
    writeBlogFacets(db);
    writeNamedFiles(db, options.seedDir);
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('fingerprint', fingerprint);
    meta.run('warnings', JSON.stringify(warnings));
  });
  db.exec('DROP TABLE staging');
}

/** A new file beside the database for one import, unlike any other instance's. */
export const importingFileOf = (dbFile: string) => `${dbFile}.${process.pid}-${randomBytes(4).toString('hex')}.importing`;

/**
 * Imports the seed into a new database file beside `dbFile` and renames it into place, so a crash
 * or another instance importing at the same moment never leaves or sees a half import. A broken
 * seed file throws a SeedError naming it, and whatever database was there stays as it was.
 */
export function importSeed(
  dbFile: string,
  options: ImportOptions,
  fingerprint: string,
  onProgress: ProgressListener = () => {},
  temp = importingFileOf(dbFile),
): void {
  if (!fs.existsSync(options.seedDir)) throw new SeedError(`Seed folder not found: ${options.seedDir}`);
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  try {
    const db = openDatabase(temp);
    try {
      pragma(db, 'journal_mode = OFF');
      pragma(db, 'synchronous = OFF');
      fill(db, options, fingerprint, onProgress);
    } finally {
      db.close();
    }
    const fd = fs.openSync(temp, 'r+');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(temp, dbFile);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
