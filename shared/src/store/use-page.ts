import { getPage, type PageEnvelope } from '../api/get-page';
import { toContentPath } from '../api/content-path';
import { useResource } from './resources';

/** The content page at a site path (GET api/page), cached per content path. */
export function usePage(sitePath: string | null) {
  const path = sitePath === null ? null : toContentPath(sitePath);
  return useResource<PageEnvelope>(path === null ? null : `page:${path}`, () => getPage(path ?? ''));
}
