// Light listings the site reads where a whole page or the whole office list would be too much at
// national scale (thousands of offices, tens of thousands of posts). They are additions to the
// CMS calls: a hosted CMS or search service answers the same questions with its own list and
// facet queries.
import type { LocalOffice } from './offices';

/**
 * One office of GET localoffice/directory (optionally `?state=NV`): the office list without its
 * ZIP territories, ordered by state name, then office name. ZIP matching happens on the server
 * (GET external-services/zip-code-lookup), so the browser never needs the territories.
 */
export type OfficeListing = Omit<LocalOffice, 'OwnedZipcodes' | 'AllowedZipcodes'>;

/** One state of GET localoffice/states: a state that has at least one office, ordered by name. */
export interface OfficeState {
  State: string;
  StateAbbreviation: string;
  officeCount: number;
}

/**
 * One page of GET api/pathindex?prefix=P&page=N&resultsPerPage=K (K up to 10,000), in an envelope
 * ordered by path: every content page under the prefix with its schema and last change, no body.
 * The sitemap is built from it.
 */
export interface PathIndexEntry {
  /** Content path, e.g. "offices/summerlin/city/henderson" or "blog/2024/03/15/fix-a-leaky-faucet". */
  path: string;
  schema: string;
  /** Last change as an ISO date-time (Changed, else DateUpdated, else DatePublished); absent when unknown. */
  lastmod?: string;
}

/** A year, category or author of the corporate blog, with how many posts it lists and the newest one's change. */
export interface BlogFacet {
  /** "2024", or the display name, e.g. "Kitchen and Bath". */
  name: string;
  count: number;
  lastmod?: string;
}

/** GET api/blogfacets: the corporate blog's years (newest first), categories and authors (by name). */
export interface BlogFacets {
  totalPosts: number;
  years: BlogFacet[];
  categories: BlogFacet[];
  authors: BlogFacet[];
}
