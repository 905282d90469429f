import type { LoadedPage, LoaderArgs } from '@handyman/platform/base';
import { catalogHead, loadCatalogPage } from '../../common/catalog-page';
import { packagesIndexView, type PackagesIndexView } from './packages-index-view';

/** /packages (and /packages.html): the packages index, from its content at "packages". */
export async function packagesIndexLoader(args: LoaderArgs): Promise<LoadedPage<PackagesIndexView>> {
  const index = await loadCatalogPage(args, 'packages', 'PackagesIndex');
  const data = packagesIndexView(index);
  return { data, head: catalogHead(index.Title || data.heading, index.Description) };
}
