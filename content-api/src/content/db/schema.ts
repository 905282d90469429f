/** Bump when the tables or what is derived from the seed change: every database is then imported again. */
export const IMPORT_FORMAT_VERSION = 4;

/** Weights of the full-text columns (schema, title, body) in bm25: a heading or title match counts more. */
export const BM25_WEIGHTS = '0.0, 5.0, 1.0';

// Page JSON (item, summary) is stored deflated with the dictionary in meta (see page-codec.ts).
// Pages are inserted oldest first (DatePublished, then path), so rowid order is date order and
// the full-text index can answer "newest matches first" by walking its doclist backwards.
export const CONTENT_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  schema TEXT NOT NULL,
  item BLOB NOT NULL,
  summary BLOB,
  etag TEXT NOT NULL,
  lastmod TEXT,
  published INTEGER,
  updated INTEGER,
  title_rank INTEGER NOT NULL DEFAULT 0,
  blog_slug TEXT
);
CREATE INDEX pages_by_schema ON pages (schema, id);
CREATE INDEX pages_by_published ON pages (schema, published);
CREATE INDEX pages_by_updated ON pages (schema, updated, path);
CREATE INDEX pages_by_title ON pages (schema, title_rank);
CREATE INDEX pages_by_blog_slug ON pages (blog_slug) WHERE blog_slug IS NOT NULL;
CREATE TABLE post_terms (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  page_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (kind, key, page_id)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE pages_fts USING fts5(
  schema, title, body,
  content='', prefix='3 4', tokenize='porter unicode61 remove_diacritics 2'
);
CREATE TABLE documents (
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  etag TEXT NOT NULL,
  PRIMARY KEY (kind, name)
) WITHOUT ROWID;
CREATE TABLE offices (
  ord INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  listing TEXT NOT NULL,
  service_titan_id TEXT NOT NULL,
  latitude REAL,
  longitude REAL
);
CREATE TABLE territory (
  zip TEXT NOT NULL,
  office_ord INTEGER NOT NULL,
  owned INTEGER NOT NULL,
  PRIMARY KEY (zip, office_ord)
) WITHOUT ROWID;
`;

/** Import-time rows, in a temporary table so the database file holds only the final ones. */
export const STAGING_SCHEMA = `
CREATE TEMP TABLE staging (
  path TEXT PRIMARY KEY,
  schema TEXT NOT NULL,
  item BLOB NOT NULL,
  summary BLOB,
  etag TEXT NOT NULL,
  lastmod TEXT,
  published INTEGER,
  updated INTEGER,
  year INTEGER,
  title TEXT NOT NULL,
  blog_slug TEXT,
  fts_title TEXT NOT NULL,
  fts_body TEXT NOT NULL,
  terms TEXT NOT NULL
);
`;
