import type { PageBase } from '@handyman/contracts';
import type { ContentReader } from './content-reader';
import { attempt, readPage } from './read-content';
import { lastmodOf, linkedPaths, type SitemapEntry } from './site-url';

const SERVICE_LINK = /^services\/[^/]+(\/[^/]+)?$/;
const PACKAGE_LINK = /^packages\/[^/]+$/;

const serviceOf = (path: string) => path.split('/').slice(0, 2).join('/');
const isSubService = (path: string) => path.split('/').length === 3;
const entryOf = ({ path, page }: { path: string; page: PageBase }): SitemapEntry => ({ path, lastmod: lastmodOf(page.Changed) });

/** The pages at these paths that the content service answers; a failed call is left out. */
async function readAll<K extends 'ServiceDetail' | 'PackageDetail'>(read: ContentReader, paths: string[], schema: K) {
  const pages = await Promise.all(paths.map((path) => attempt(readPage(read, path, schema))));
  return paths.flatMap((path, i) => {
    const page = pages[i];
    return page ? [{ path, page }] : [];
  });
}

/** The services index, each service it links to and their sub-services (linked from the index or the service). */
export async function serviceEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const index = await attempt(readPage(read, 'services', 'ServicesIndex'));
  if (!index) return [];
  const linked = linkedPaths(index, SERVICE_LINK);
  const services = await readAll(read, [...new Set(linked.map(serviceOf))], 'ServiceDetail');
  const subPaths = new Set([
    ...linked.filter((path) => services.some((service) => service.path === serviceOf(path))),
    ...services.flatMap(({ path, page }) => linkedPaths(page, SERVICE_LINK).filter((sub) => sub.startsWith(`${path}/`))),
  ]);
  const subServices = await readAll(read, [...subPaths].filter(isSubService), 'ServiceDetail');
  return [{ path: 'services', lastmod: lastmodOf(index.Changed) }, ...services.map(entryOf), ...subServices.map(entryOf)];
}

/** The packages index and every package it links to. */
export async function packageEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const index = await attempt(readPage(read, 'packages', 'PackagesIndex'));
  if (!index) return [];
  const packages = await readAll(read, linkedPaths(index, PACKAGE_LINK), 'PackageDetail');
  return [{ path: 'packages', lastmod: lastmodOf(index.Changed) }, ...packages.map(entryOf)];
}
