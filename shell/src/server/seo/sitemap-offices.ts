import { asArray, type LocalOffice } from '@handyman/contracts';
import type { ContentReader } from './content-reader';
import { attempt, readPage } from './read-content';
import { contentPathOf, lastmodOf, type SitemapEntry } from './site-url';

const OFFICE_HOME = /^offices\/[^/]+$/;

/** The office list's home paths; throws when the list cannot be read (the sitemap is then a 503). */
async function officeHomes(read: ContentReader): Promise<string[]> {
  const offices = await read<LocalOffice[]>('localoffice/orderby/state');
  if (!Array.isArray(offices)) throw new Error('localoffice/orderby/state did not answer a list of offices');
  const homes = offices.map((office) => contentPathOf(office.HomePageLink?.URL));
  return [...new Set(homes.filter((home): home is string => home !== undefined && OFFICE_HOME.test(home)))];
}

async function homeAndCities(read: ContentReader, home: string): Promise<SitemapEntry[]> {
  const page = await attempt(readPage(read, home, 'FranchiseHomePage'));
  if (!page) return [];
  const cities = asArray(page.ServiceCitySEO).map((city) => contentPathOf(city.CityURL));
  return [
    { path: home, lastmod: lastmodOf(page.Changed) },
    ...cities.filter((city): city is string => city !== undefined).map((path) => ({ path })),
  ];
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
  return [{ path: blogPath, lastmod: lastmodOf(index.Changed) }, ...posts];
}

/** Every office's home, city pages and blog posts. */
export async function officeEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const homes = await officeHomes(read);
  const sites = await Promise.all(homes.map((home) => Promise.all([homeAndCities(read, home), franchiseBlog(read, home)])));
  return sites.flat(2);
}
