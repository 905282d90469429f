import { isNotFoundError, PageRedirect, type LoaderArgs } from '@handyman/platform/base';
import { loadOfficeHome } from '../../office/load-office';

const OFFICE_SERVICE = /^\/offices\/[^/]+\/services\/([a-z0-9-]+)\/?$/i;

/**
 * /offices/<office>/services/<id> belongs to the office's own content page of that id. When the
 * office has none but the brand has a service of that id (an office prefix before a brand service's
 * address), the visitor is sent to the brand's page (301), which the site frames with their office;
 * any other id stays not found. Returns when there is nowhere to send them.
 */
export async function redirectToBrandService(args: Pick<LoaderArgs, 'url' | 'params' | 'page'>): Promise<void> {
  const id = OFFICE_SERVICE.exec(args.url.pathname)?.[1]?.toLowerCase();
  if (!id) return;
  await loadOfficeHome(args); // an office that does not exist is not found, whatever follows its name
  const service = await args.page(`/services/${id}`).catch((error: unknown) => {
    if (isNotFoundError(error)) return null;
    throw error;
  });
  if (service?.results[0]) throw new PageRedirect(`/services/${id}${args.url.search}`);
}
