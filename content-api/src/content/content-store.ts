import type { PathIndexEntry } from '@handyman/contracts';
import { buildOfficeDirectory, type OfficeSite } from '../offices/office-directory';
import { NearestOffices } from '../zip/nearest-offices';
import type { ZipLocator } from '../zip/zip-centroids';
import { BlogFacetCounter, lastmodOf } from './blog-facets';
import { ContentCatalog } from './content-catalog';
import { pageSlice } from './envelope';
import { PageIndex } from './page-index';
import { isUnderPrefix } from './page-path';
import { loadSeed, type SeedPage } from './seed-loader';
import { staticJson, type StaticJson } from './static-json';

/** Everything read from the seed, indexed for fast reads; built once at start and never mutated. */
export interface ContentStore {
  pages: PageIndex;
  catalog: ContentCatalog;
  resources: ReadonlyMap<string, StaticJson>;
  reviews: ReadonlyMap<string, StaticJson>;
  offices: readonly OfficeSite[];
  officeList: StaticJson;
  /** Path, schema and last change of the pages under a prefix ('' for all), ordered by path. */
  listPaths(prefix: string, paging: { page: number; resultsPerPage: number }): { entries: PathIndexEntry[]; total: number };
  blogFacets: StaticJson;
  nearest: NearestOffices;
  warnings: readonly string[];
}

function mapValues<K>(source: ReadonlyMap<K, unknown>): Map<K, StaticJson> {
  return new Map([...source].map(([key, value]) => [key, staticJson(value)]));
}

function pathIndexOf(pages: readonly SeedPage[]): PathIndexEntry[] {
  const byPath = new Map<string, PathIndexEntry>();
  for (const page of pages) {
    const lastmod = lastmodOf(page.page);
    byPath.set(
      page.key,
      lastmod === undefined ? { path: page.key, schema: page.schema } : { path: page.key, schema: page.schema, lastmod },
    );
  }
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function pathLister(index: readonly PathIndexEntry[]): ContentStore['listPaths'] {
  return (prefix, { page, resultsPerPage }) => {
    const under = index.filter((entry) => isUnderPrefix(entry.path, prefix));
    return { entries: pageSlice(under, page, resultsPerPage), total: under.length };
  };
}

function blogFacetsOf(pages: readonly SeedPage[]) {
  const counter = new BlogFacetCounter();
  for (const page of pages) if (page.schema === 'BlogPost') counter.add(page.page);
  return counter.result();
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
    listPaths: pathLister(pathIndexOf(seed.pages)),
    blogFacets: staticJson(blogFacetsOf(seed.pages)),
    nearest: new NearestOffices(offices, { radiusMiles: options.serviceRadiusMiles, locate: options.locate }),
    warnings,
  };
}
