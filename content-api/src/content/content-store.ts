import type { PathIndexEntry } from '@handyman/contracts';
import type { OfficeSite } from '../offices/office-directory';
import type { NearestOffices } from '../zip/nearest-offices';
import type { BlogFilter } from './blog-filter';
import type { ListSort } from './list-query';
import type { StaticJson } from './static-json';

export interface Paging {
  page: number;
  resultsPerPage: number;
}

/** One page of a list: result items already serialised, and how many there are in all. */
export interface ListPage<Item = string> {
  items: Item[];
  total: number;
}

export interface ListRequest extends Paging {
  sort: ListSort;
  /** Items without their body (`Post`). */
  summary: boolean;
}

/** What the routes read; content lives in the content database, only small things in memory. */
export interface ContentStore {
  /** The page's envelope and ETag by normalised path (`blog/<slug>` finds the dated post). */
  page(path: string): StaticJson | undefined;
  /** The schema's exact name for a case-insensitive type, e.g. "blogpost" -> "BlogPost". */
  schemaNamed(type: string): string | undefined;
  /** Pages of a schema matching every word of the text (all of them without text). */
  search(schema: string, text: string | undefined, request: ListRequest): ListPage;
  /** Corporate blog posts of a category, author and/or publication date range. */
  blogIndex(filter: BlogFilter, request: ListRequest): ListPage;
  /** Path, schema and last change of the pages under a prefix ('' for all), ordered by path. */
  listPaths(prefix: string, paging: Paging): { entries: PathIndexEntry[]; total: number };
  blogFacets(): StaticJson;
  resource(name: string): StaticJson | undefined;
  reviews(placeId: string): StaticJson | undefined;
  /** Every office with its territory (`LocalOffice[]`). */
  officeList(): StaticJson;
  /** Offices without territories, by state name then office name. */
  readonly offices: readonly OfficeSite[];
  /** The office whose territory holds the ZIP: the first office of its ZIP lookup (owned territory first, then allowed, nearest first). */
  officeServingZip(zip5: string): OfficeSite | undefined;
  readonly nearest: NearestOffices;
  readonly pageCount: number;
  readonly warnings: readonly string[];
  /** Throws when the content database cannot answer a query (readiness). */
  check(): void;
  close(): void;
}
