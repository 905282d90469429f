// Reads the seed and media folders for the conformance test (seed.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { PageResult, PageSchemaName } from '@handyman/contracts';

export const SEED_DIR = __dirname;
export const MEDIA_DIR = path.join(__dirname, '..', 'media');

export interface SeedFile {
  /** Path under seed/pages without .json, e.g. "offices/summerlin". */
  key: string;
  schema: PageSchemaName;
  result: PageResult;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Every page file of a seed folder (this one unless told). */
export function loadPages(seedDir = SEED_DIR): SeedFile[] {
  const pagesDir = path.join(seedDir, 'pages');
  return walk(pagesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const result = readJson<PageResult>(file);
      const key = path
        .relative(pagesDir, file)
        .split(path.sep)
        .join('/')
        .replace(/\.json$/, '');
      return { key, schema: Object.keys(result)[0] as PageSchemaName, result };
    });
}

/** The first page object of a result item, whatever its schema. */
export function pageOf(file: SeedFile): Record<string, unknown> {
  return Object.values(file.result)[0] as Record<string, unknown>;
}

/** Declared pixel size of a media file: SVG width/height attributes or the PNG header. */
interface DerivedEntry {
  from: string;
  crop: [number, number, number, number];
}

let derived: Record<string, DerivedEntry> | undefined;

/** A photo listed in media/derived-media.json (a crop of a pool photo): its size, if its pool photo is there. */
function derivedSize(relPath: string): { width: number; height: number } | undefined {
  derived ??= (JSON.parse(fs.readFileSync(path.join(MEDIA_DIR, 'derived-media.json'), 'utf8')) as { images: Record<string, DerivedEntry> })
    .images;
  const entry = derived[relPath];
  if (!entry || !fs.existsSync(path.join(MEDIA_DIR, entry.from))) return undefined;
  return { width: entry.crop[2], height: entry.crop[3] };
}

export function mediaSize(relPath: string): { width: number; height: number } | undefined {
  const file = path.join(MEDIA_DIR, relPath);
  if (relPath.endsWith('.jpg') && !fs.existsSync(file)) return derivedSize(relPath);
  if (!fs.existsSync(file)) return undefined;
  if (relPath.endsWith('.png')) {
    const buf = fs.readFileSync(file);
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  const svg = fs.readFileSync(file, 'utf8');
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(open)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(open)?.[1]);
  const viewBox = /\sviewBox="[^"]+"/.test(open);
  return viewBox && width > 0 && height > 0 ? { width, height } : { width: NaN, height: NaN };
}

/** Every value in a JSON tree with its dotted location, for generic checks (images, links). */
export function* walkJson(value: unknown, at = ''): Generator<[string, unknown]> {
  yield [at, value];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walkJson(item, `${at}[${i}]`);
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* walkJson(v, at ? `${at}.${k}` : k);
}
