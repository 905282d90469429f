import type { LoadedPage, LoaderArgs } from '@handyman/platform/base';
import { catalogHead, loadCatalogPage } from '../../common/catalog-page';
import { servicesIndexView, type ServicesIndexContent, type ServicesIndexView } from './services-index-view';

/** /services (and /services.html): the services index, from its content at "services". */
export async function servicesIndexLoader(args: LoaderArgs): Promise<LoadedPage<ServicesIndexView>> {
  const index: ServicesIndexContent = await loadCatalogPage(args, 'services', 'ServicesIndex');
  const data = servicesIndexView(index);
  return { data, head: catalogHead(index.Title || data.heading, index.Description) };
}
