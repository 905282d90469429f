import type { BlogFacet, BlogFacets } from '@handyman/contracts';
import { listOf, recordOf, textOf, type JsonRecord } from './read';
import { nameKey } from './text-keys';

/** Last change of a page as an ISO date-time: Changed, else DateUpdated, else DatePublished. */
export function lastmodOf(page: JsonRecord): string | undefined {
  for (const field of [page.Changed, page.DateUpdated, page.DatePublished]) {
    const time = Date.parse(textOf(field));
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return undefined;
}

/** Category or author names of a post's IGX_Categories list, with their name keys, each once. */
export function taxonomyOf(value: unknown): { key: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of listOf(value)) {
    const name = textOf(recordOf(item).Name).trim();
    const key = nameKey(name);
    if (key !== '' && !seen.has(key)) seen.set(key, name);
  }
  return [...seen].map(([key, name]) => ({ key, name }));
}

class FacetCount {
  private readonly facets = new Map<string, BlogFacet>();

  add(key: string, name: string, lastmod: string | undefined): void {
    const facet = this.facets.get(key) ?? { name, count: 0 };
    facet.count += 1;
    if (lastmod !== undefined && (facet.lastmod === undefined || lastmod > facet.lastmod)) facet.lastmod = lastmod;
    this.facets.set(key, facet);
  }

  list(compare: (a: BlogFacet, b: BlogFacet) => number): BlogFacet[] {
    return [...this.facets.values()].sort(compare);
  }
}

const byName = (a: BlogFacet, b: BlogFacet) => a.name.localeCompare(b.name, 'en') || a.name.localeCompare(b.name);

/** Counts corporate blog posts by year, category and author, one post at a time. */
export class BlogFacetCounter {
  private total = 0;
  private readonly years = new FacetCount();
  private readonly categories = new FacetCount();
  private readonly authors = new FacetCount();

  add(post: JsonRecord): void {
    this.total += 1;
    const lastmod = lastmodOf(post);
    const published = Date.parse(textOf(post.DatePublished));
    if (!Number.isNaN(published)) {
      const year = String(new Date(published).getUTCFullYear());
      this.years.add(year, year, lastmod);
    }
    const taxonomy = recordOf(post.IGX_Categories);
    for (const { key, name } of taxonomyOf(taxonomy.BlogCategories)) this.categories.add(key, name, lastmod);
    for (const { key, name } of taxonomyOf(taxonomy.Authors)) this.authors.add(key, name, lastmod);
  }

  result(): BlogFacets {
    return {
      totalPosts: this.total,
      years: this.years.list((a, b) => Number(b.name) - Number(a.name)),
      categories: this.categories.list(byName),
      authors: this.authors.list(byName),
    };
  }
}
