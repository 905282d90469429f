import type { GeneratedOffice } from './office-clone';

/** What a generated seed holds, written as manifest.json beside pages/ for benches and tests to check against. */
export interface ScaleSeedManifest {
  generator: 'scale-seed';
  version: number;
  randomSeed: number;
  /** Offices and corporate posts in the seed, the real ones included. */
  offices: number;
  posts: number;
  generatedOffices: number;
  generatedPosts: number;
  /** Every page file under pages/. */
  pages: number;
  /** Every office, real first: home path, its territory and its city pages and blog posts. */
  officeList: (GeneratedOffice & { generated: boolean })[];
  officesPerState: Record<string, number>;
  /** Corporate posts per year of DatePublished, per category and per author name. */
  postsPerYear: Record<string, number>;
  postsPerCategory: Record<string, number>;
  postsPerAuthor: Record<string, number>;
  /**
   * Queries with how many corporate posts hold them as plain text (heading, title, description and
   * body text, lowercased; a phrase word for word): a full-text index that stems may find a few more.
   */
  search: {
    rare: { query: string; matches: number; path?: string };
    common: { query: string; matches: number }[];
    phrase: { query: string; matches: number };
  };
  /** URLs a complete sitemap holds, by kind (at least these; corporate and catalog pages come on top). */
  sitemap: { officeHomes: number; cityPages: number; officeBlogIndexes: number; officeBlogPosts: number; blogPosts: number };
}

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_VERSION = 2;
