import { getPage, type PageEnvelope } from '../api/get-page';
import { toContentPath } from '../api/content-path';
import { getFranchiseHome } from '../api/get-franchise-home';
import { isOfficeHomePath } from '../routing/paths';
import { loadResource, useResource, useResourceStore, type ResourceStore } from './resources';

/** The one cache key of a content page, by its content path. */
const pageKey = (contentPath: string) => `page:${contentPath}`;

/** An office's home page goes through the office storage rules (getFranchiseHome); any other page is fetched. */
const fetchPage = (contentPath: string) => (isOfficeHomePath(contentPath) ? getFranchiseHome(contentPath) : getPage(contentPath));

/** The content page at a site path (GET api/page), cached per content path. */
export function usePage(sitePath: string | null) {
  const path = sitePath === null ? null : toContentPath(sitePath);
  return useResource<PageEnvelope>(path === null ? null : pageKey(path), () => fetchPage(path ?? ''));
}

/**
 * The content page at a site path from a given cache (a loader's: the server render's own, or the
 * browser's), loaded once per content path and shared with every component that reads it.
 */
export function loadPage(sitePath: string, store?: ResourceStore): Promise<PageEnvelope> {
  const path = toContentPath(sitePath);
  return loadResource(pageKey(path), () => fetchPage(path), store ? { store } : {});
}

/** Starts loading a page before anything renders it (usePage then finds it loaded or on its way). */
export function preloadPage(sitePath: string): void {
  const path = toContentPath(sitePath);
  loadResource(pageKey(path), () => fetchPage(path)).catch(() => undefined);
}

/** The content page at a site path when the cache holds it loaded; undefined otherwise (nothing is asked for). */
export function cachedPage(sitePath: string, store: ResourceStore = useResourceStore): PageEnvelope | undefined {
  const entry = store.getState().entries[pageKey(toContentPath(sitePath))];
  return entry?.status === 'success' ? (entry.data as PageEnvelope) : undefined;
}
