// What content-api's tests read from the manifest.json a scale seed carries beside pages/. The
// generator (content-seed/scale-seed, run as a command, never imported) writes it; this is the
// reader's view of the parts the tests check against.

/** The manifest version these tests understand: a cached seed of another version is generated again. */
export const SCALE_SEED_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

export interface ScaleSeedOffice {
  /** The office home page's path, e.g. "offices/albany-ok". */
  path: string;
  owned: string[];
  allowed: string[];
}

export interface ScaleSeedManifest {
  version: number;
  offices: number;
  posts: number;
  /** Every page file under pages/. */
  pages: number;
  officeList: ScaleSeedOffice[];
  officesPerState: Record<string, number>;
  postsPerYear: Record<string, number>;
  postsPerCategory: Record<string, number>;
  postsPerAuthor: Record<string, number>;
  search: {
    rare: { query: string; matches: number; path?: string };
    common: { query: string; matches: number }[];
    phrase: { query: string; matches: number };
  };
}
