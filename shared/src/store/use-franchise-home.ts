import { toContentPath } from '../api/content-path';
import { getFranchiseHome } from '../api/get-franchise-home';
import { pageOfSchema } from '../cms/pages';
import { useResource } from './resources';

/**
 * An office's home page (offices/<id>), shared by the franchise remote and the shell's header and
 * footer: one cache entry (the same key as usePage), and the spec's storage rules on load.
 */
export function useFranchiseHome(path: string | null) {
  const contentPath = path === null ? null : toContentPath(path);
  const resource = useResource(contentPath === null ? null : `page:${contentPath}`, () => getFranchiseHome(contentPath ?? ''));
  return { ...resource, home: pageOfSchema(resource.data?.results[0], 'FranchiseHomePage') };
}
