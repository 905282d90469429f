import { getPage, type PageEnvelope } from '../api/get-page';
import { toContentPath } from '../api/content-path';
import { loadResource, useResource } from './resources';

const pageKey = (contentPath: string) => `page:${contentPath}`;

/** The content page at a site path (GET api/page), cached per content path. */
export function usePage(sitePath: string | null) {
  const path = sitePath === null ? null : toContentPath(sitePath);
  return useResource<PageEnvelope>(path === null ? null : pageKey(path), () => getPage(path ?? ''));
}

/** Starts loading a page before anything renders it (usePage then finds it loaded or on its way). */
export function preloadPage(sitePath: string): void {
  const path = toContentPath(sitePath);
  loadResource(pageKey(path), () => getPage(path)).catch(() => undefined);
}
