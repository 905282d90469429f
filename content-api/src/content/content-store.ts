import { buildOfficeDirectory, type OfficeSite } from '../offices/office-directory';
import { NearestOffices } from '../zip/nearest-offices';
import type { ZipLocator } from '../zip/zip-centroids';
import { ContentCatalog } from './content-catalog';
import { PageIndex, etagOf } from './page-index';
import { loadSeed } from './seed-loader';

/** A JSON answer serialised once at start, with its validator. */
export interface StaticJson {
  body: string;
  etag: string;
}

/** Everything read from the seed, indexed for fast reads; built once at start and never mutated. */
export interface ContentStore {
  pages: PageIndex;
  catalog: ContentCatalog;
  resources: ReadonlyMap<string, StaticJson>;
  reviews: ReadonlyMap<string, StaticJson>;
  offices: readonly OfficeSite[];
  officeList: StaticJson;
  nearest: NearestOffices;
  warnings: readonly string[];
}

function staticJson(value: unknown): StaticJson {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
}

function mapValues<K>(source: ReadonlyMap<K, unknown>): Map<K, StaticJson> {
  return new Map([...source].map(([key, value]) => [key, staticJson(value)]));
}

export function loadContent(options: {
  seedDir: string;
  publicBaseUrl: string;
  serviceRadiusMiles: number;
  locate: ZipLocator;
}): ContentStore {
  const seed = loadSeed(options.seedDir);
  const warnings = [...seed.warnings];
  const offices = buildOfficeDirectory(seed.pages, { locate: options.locate, publicBaseUrl: options.publicBaseUrl }, warnings);
  return {
    pages: new PageIndex(seed.pages),
    catalog: new ContentCatalog(seed.pages),
    resources: mapValues(seed.resources),
    reviews: mapValues(seed.reviews),
    offices,
    officeList: staticJson(offices.map((office) => office.listing)),
    nearest: new NearestOffices(offices, { radiusMiles: options.serviceRadiusMiles, locate: options.locate }),
    warnings,
  };
}
