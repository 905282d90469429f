import { getPage, type PageEnvelope } from '../api/get-page';
import { toContentPath } from '../api/content-path';
import { loadResource, useResource, type ResourceStore } from './resources';

const pageKey = (contentPath: string) => `page:${contentPath}`;

/** The content page at a site path (GET api/page), cached per content path. */
export function usePage(sitePath: string | null) {
  const path = sitePath === null ? null : toContentPath(sitePath);
  return useResource<PageEnvelope>(path === null ? null : pageKey(path), () => getPage(path ?? ''));
}

/**
 * The content page at a site path from a given cache (a loader's: the server render's own, or the
 * browser's), loaded once per content path and shared with every component that reads it.
 */
export function loadPage(sitePath: string, store?: ResourceStore): Promise<PageEnvelope> {
  const path = toContentPath(sitePath);
  return loadResource(pageKey(path), () => getPage(path), store ? { store } : {});
}

/** Starts loading a page before anything renders it (usePage then finds it loaded or on its way). */
export function preloadPage(sitePath: string): void {
  const path = toContentPath(sitePath);
  loadResource(pageKey(path), () => getPage(path)).catch(() => undefined);
}
