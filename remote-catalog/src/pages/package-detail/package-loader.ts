import type { LoadedPage, LoaderArgs } from '@handyman/platform/base';
import { catalogHead, loadCatalogPage } from '../../common/catalog-page';
import { packageView, type PackageView } from './package-view';

/** /packages/:packageId: one package, from its content at "packages/<id>". */
export async function packageLoader(args: LoaderArgs): Promise<LoadedPage<PackageView>> {
  const pkg = await loadCatalogPage(args, `packages/${args.params.packageId ?? ''}`, 'PackageDetail');
  const data = packageView(pkg);
  return { data, head: catalogHead(pkg.Title || data.heading, pkg.Description) };
}
