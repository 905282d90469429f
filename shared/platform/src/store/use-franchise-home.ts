import { toContentPath } from '../api/content-path';
import { getFranchiseHome } from '../api/get-franchise-home';
import type { PageEnvelope } from '../api/get-page';
import { pageOfSchema } from '@handyman/contracts';
import { loadResource, useResource } from './resources';

const key = (contentPath: string) => `page:${contentPath}`;

/** An office's home page through the shared cache (the same entry usePage and useFranchiseHome use). */
export function loadFranchiseHome(path: string): Promise<PageEnvelope> {
  const contentPath = toContentPath(path);
  return loadResource(key(contentPath), () => getFranchiseHome(contentPath));
}

/**
 * An office's home page (offices/<id>), shared by the franchise remote and the shell's header and
 * footer: one cache entry (the same key as usePage), and getFranchiseHome's storage rules on load.
 */
export function useFranchiseHome(path: string | null) {
  const contentPath = path === null ? null : toContentPath(path);
  const resource = useResource(contentPath === null ? null : key(contentPath), () => getFranchiseHome(contentPath ?? ''));
  return { ...resource, home: pageOfSchema(resource.data?.results[0], 'FranchiseHomePage') };
}
