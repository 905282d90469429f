import type { ContentEnvelope, OfficeState, PathIndexEntry } from '@handyman/contracts';
import type { ContentReader } from '../server/seo/content-reader';

// A fake content service answering the light listings the shell reads (path index, office states)
// for a generated site of any size: offices with sub-pages, cities, promotions, campaigns, a
// thank-you page and local.json, some with a blog; corporate pages; and corporate posts over years.

export interface GeneratedSite {
  index: PathIndexEntry[];
  states: OfficeState[];
}

const STATES = ['Arizona', 'Colorado', 'Florida', 'Nevada', 'New York', 'North Carolina', 'Texas', 'Washington'];
const CORPORATE = [
  'home',
  'offices',
  'careers',
  'why-choose-us',
  'resources',
  'resources/faqs',
  'resources/404',
  'test-form-fill-page',
  'contact-success',
  'blog',
  'services',
  'services/painting',
  'services/painting/interior-painting',
  'packages',
  'packages/curb-appeal',
];

const day = (n: number) => new Date(Date.UTC(2012, 0, 1) + n * 86_400_000).toISOString();

export function generateSite({ offices = 200, posts = 3000 } = {}): GeneratedSite {
  const index: PathIndexEntry[] = CORPORATE.map((path, i) => ({
    path,
    schema: path === 'blog' ? 'BlogIndex' : 'DetailPage',
    lastmod: day(i),
  }));
  const officeCount = new Map<string, number>();
  for (let o = 0; o < offices; o++) {
    const home = `offices/office-${o}`;
    const state = STATES[o % STATES.length]!;
    officeCount.set(state, (officeCount.get(state) ?? 0) + 1);
    index.push({ path: home, schema: 'FranchiseHomePage', lastmod: day(o) });
    for (const sub of ['our-team', 'offers', 'reviews', 'promotions/unlinked-10-off', 'services/kitchen-and-bath'])
      index.push({ path: `${home}/${sub}`, schema: 'FranchiseDetailPage', lastmod: day(o + 1) });
    for (let c = 0; c < 5; c++) index.push({ path: `${home}/city/city-${c}`, schema: 'FranchiseDetailPage' });
    for (const hidden of ['campaign/spring', 'contact-success', 'local.json'])
      index.push({ path: `${home}/${hidden}`, schema: 'FranchiseDetailPage' });
    if (o % 3 === 0) {
      index.push({ path: `${home}/blog`, schema: 'FranchiseBlogIndex', lastmod: day(o) });
      for (let p = 0; p < 12; p++) index.push({ path: `${home}/blog/post-${p}`, schema: 'FranchiseBlogPost', lastmod: day(o + p) });
    }
  }
  for (let p = 0; p < posts; p++) {
    const published = day(p * 2);
    index.push({ path: `blog/${published.slice(0, 10).replace(/-/g, '/')}/post-${p}`, schema: 'BlogPost', lastmod: published });
  }
  index.sort((a, b) => (a.path < b.path ? -1 : 1));
  return {
    index,
    states: [...officeCount].map(([State, officeCount]) => ({ State, StateAbbreviation: State.slice(0, 2).toUpperCase(), officeCount })),
  };
}

export interface ListingReaderOptions {
  /** The service's cap on resultsPerPage. */
  maxResultsPerPage?: number;
  /** Calls answering an error, as the real service does for a 503. */
  fail?: (path: string, searchParams: Record<string, string | number>) => boolean;
}

/** A reader serving the site's listings; `calls` records each call. */
export function createListingReader(site: GeneratedSite, options: ListingReaderOptions = {}) {
  const calls: string[] = [];
  const answer = (path: string, params: Record<string, string | number>): unknown => {
    if (options.fail?.(path, params)) throw new Error(`503 ${path} ${JSON.stringify(params)}`);
    if (path === 'localoffice/states') return site.states;
    if (path !== 'api/pathindex') throw new Error(`404 ${path}`);
    const prefix = String(params.prefix ?? '');
    const listed = site.index.filter((entry) => entry.path.startsWith(prefix));
    const perPage = Math.min(Number(params.resultsPerPage ?? 1000), options.maxResultsPerPage ?? 10_000);
    const page = Number(params.page ?? 1);
    const envelope: ContentEnvelope<PathIndexEntry> = {
      path,
      results: listed.slice((page - 1) * perPage, page * perPage),
      totalResults: listed.length,
      page,
      totalPages: Math.ceil(listed.length / perPage),
      resultsPerPage: perPage,
    };
    return envelope;
  };
  async function read<T>(path: string, searchParams: Record<string, string | number> = {}): Promise<T> {
    calls.push(`${path} ${JSON.stringify(searchParams)}`);
    await Promise.resolve();
    return JSON.parse(JSON.stringify(answer(path, searchParams))) as T;
  }
  const reader: ContentReader = read;
  return { read: reader, calls };
}
