import fs from 'node:fs';
import path from 'node:path';
import { normalisePagePath } from './page-path';
import { isRecord, textOf, type JsonRecord } from './read';

/** One page file: `{ "<Schema>": { ...page } }` stored under its normalised path. */
export interface SeedPage {
  key: string;
  schema: string;
  page: JsonRecord;
  /** The result item exactly as the envelope carries it. */
  result: JsonRecord;
}

export interface Seed {
  pages: SeedPage[];
  resources: Map<string, unknown>;
  reviews: Map<string, unknown>;
  /** Oddities worth a log line that do not stop the service. */
  warnings: string[];
}

export class SeedError extends Error {
  override readonly name = 'SeedError';
}

export function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeedError(`Seed file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** One page file, checked; a broken file stops the import with its name. */
export function loadPage(pagesDir: string, file: string, warnings: string[]): SeedPage {
  const fullPath = path.join(pagesDir, file);
  const result = readJson(fullPath);
  const schemas = isRecord(result) ? Object.keys(result) : [];
  const schema = schemas[0];
  const page = schema === undefined || !isRecord(result) ? undefined : result[schema];
  if (schemas.length !== 1 || schema === undefined || !isRecord(result) || !isRecord(page)) {
    throw new SeedError(`Seed page ${fullPath} must hold one object keyed by its schema, e.g. { "DetailPage": { ... } }.`);
  }
  const key = normalisePagePath(file.replace(/\.json$/, ''));
  const surl = textOf(page.SURL);
  if (surl !== '' && normalisePagePath(surl) !== key) {
    warnings.push(`Seed page ${file}: SURL "${surl}" does not match its file path; it is served at "${key}".`);
  }
  return { key, schema, page, result };
}

export function loadNamedFiles(dir: string, normaliseName: (name: string) => string): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const file of jsonFiles(dir)) {
    if (file.includes('/')) continue;
    entries.set(normaliseName(file.replace(/\.json$/, '')), readJson(path.join(dir, file)));
  }
  return entries;
}

/** Reads the whole seed once; broken JSON or a malformed page stops start-up with the file named. */
export function loadSeed(seedDir: string): Seed {
  if (!fs.existsSync(seedDir)) throw new SeedError(`Seed folder not found: ${seedDir}`);
  const warnings: string[] = [];
  const pagesDir = path.join(seedDir, 'pages');
  const pages = jsonFiles(pagesDir).map((file) => loadPage(pagesDir, file, warnings));
  const seen = new Map<string, number>();
  for (const page of pages) seen.set(page.key, (seen.get(page.key) ?? 0) + 1);
  for (const [key, count] of seen) if (count > 1) warnings.push(`${count} seed pages normalise to "${key}"; the last one wins.`);
  if (pages.length === 0) warnings.push(`No pages found under ${pagesDir}.`);
  return {
    pages,
    resources: loadNamedFiles(path.join(seedDir, 'resources'), (name) => name.toLowerCase()),
    reviews: loadNamedFiles(path.join(seedDir, 'reviews'), (name) => name),
    warnings,
  };
}
