import { asArray, type LocalOffice } from '@handyman/contracts';
import type { ContentReader } from './content-reader';
import { attempt, readAnyPage, readPage } from './read-content';
import { contentPathOf, lastmodOf, linkedPaths, type SitemapEntry } from './site-url';
import { listPages } from './sitemap-corporate';

const OFFICE_HOME = /^offices\/[^/]+$/;

/** The office list's home paths; throws when the list cannot be read (the sitemap is then a 503). */
async function officeHomes(read: ContentReader): Promise<string[]> {
  const offices = await read<LocalOffice[]>('localoffice/orderby/state');
  if (!Array.isArray(offices)) throw new Error('localoffice/orderby/state did not answer a list of offices');
  const homes = offices.map((office) => contentPathOf(office.HomePageLink?.URL));
  return [...new Set(homes.filter((home): home is string => home !== undefined && OFFICE_HOME.test(home)))];
}

/** How many link steps from the office home its pages are followed (home -> offers -> a promotion). */
const SUB_PAGE_DEPTH = 2;

/** An office's own pages that links reach: not its cities and blog (listed from their lists), nor campaigns and thank-you pages. */
function isOfficeSubPage(home: string, path: string): boolean {
  const rest = path.slice(home.length + 1);
  return path.startsWith(`${home}/`) && !/^(city|blog|campaign)(\/|$)|^contact[-_]success$|^local\.json$/.test(rest);
}

/** The office's sub-pages (our-team, offers, promotions, ...) the home links to, and the pages they link to, read for lastmod. */
async function subPages(read: ContentReader, home: string, homePage: unknown): Promise<SitemapEntry[]> {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  let linking: unknown[] = [homePage];
  for (let depth = 0; depth < SUB_PAGE_DEPTH && linking.length > 0; depth++) {
    const next = [...new Set(linking.flatMap((page) => linkedPaths(page, /^offices\//)))].filter(
      (path) => isOfficeSubPage(home, path) && !seen.has(path),
    );
    next.forEach((path) => seen.add(path));
    const pages = await Promise.all(next.map((path) => attempt(readAnyPage(read, path))));
    linking = [];
    next.forEach((path, i) => {
      const page = pages[i];
      if (!page) return;
      entries.push({ path, lastmod: lastmodOf(page.Changed) });
      linking.push(page);
    });
  }
  return entries;
}

/** A city page with its last change, or nothing when the content service has no page there. */
async function cityEntry(read: ContentReader, path: string): Promise<SitemapEntry[]> {
  const page = await attempt(readAnyPage(read, path));
  return page ? [{ path, lastmod: lastmodOf(page.Changed) }] : [];
}

async function homeAndCities(read: ContentReader, home: string): Promise<SitemapEntry[]> {
  const page = await attempt(readPage(read, home, 'FranchiseHomePage'));
  if (!page) return [];
  const cities = asArray(page.ServiceCitySEO)
    .map((city) => contentPathOf(city.CityURL))
    .filter((city): city is string => city !== undefined && city.startsWith(`${home}/city/`));
  const [cityEntries, subEntries] = await Promise.all([
    Promise.all([...new Set(cities)].map((city) => cityEntry(read, city))),
    subPages(read, home, page),
  ]);
  return [{ path: home, lastmod: lastmodOf(page.Changed) }, ...cityEntries.flat(), ...subEntries];
}

/** The office's blog index and posts; offices without a blog answer nothing. */
async function franchiseBlog(read: ContentReader, home: string): Promise<SitemapEntry[]> {
  const blogPath = `${home}/blog`;
  const index = await attempt(readPage(read, blogPath, 'FranchiseBlogIndex'));
  if (!index) return [];
  const posts = asArray(index.Navigation?.Page).flatMap((link) => {
    const path = contentPathOf(link.URL);
    return path?.startsWith(`${blogPath}/`) ? [{ path, lastmod: lastmodOf(link.Changed) }] : [];
  });
  const lastmod = lastmodOf(index.Changed);
  return [{ path: blogPath, lastmod }, ...listPages(blogPath, posts.length, lastmod), ...posts];
}

/** Every office's home, city pages and blog posts. */
export async function officeEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const homes = await officeHomes(read);
  const sites = await Promise.all(homes.map((home) => Promise.all([homeAndCities(read, home), franchiseBlog(read, home)])));
  return sites.flat(2);
}
