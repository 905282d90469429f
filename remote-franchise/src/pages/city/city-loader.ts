import { pageOfSchema } from '@handyman/contracts';
import { NotFoundError, PageRedirect, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { officeJsonLd } from '../../office/office-json-ld';
import { loadOfficeHome, loadSiteBase } from '../../office/load-office';
import { cityView, type CityView } from './city-view';
import { serviceCityAt } from './service-city';

/**
 * /offices/:franchise/city/:city: one of the office's service cities. The address must be a city of
 * the office's ServiceCitySEO list; any other moves (301) to the office's home, without asking for
 * the page. A listed city without a page is not found. Its structured data is one business, the
 * office, serving this city (content's own city schema described a second business without
 * address, URL or location, and is not written).
 */
export async function cityLoader(args: LoaderArgs): Promise<LoadedPage<CityView>> {
  const { pathname } = args.url;
  const { home, path } = await loadOfficeHome(args);
  const homePath = (home.SURL || path).replace(/^\/+|\/+$/g, '');
  const city = serviceCityAt(home, pathname);
  if (!city) throw new PageRedirect(`/${homePath}`);
  const [envelope, base] = await Promise.all([args.page(pathname), loadSiteBase(args.load)]);
  const detail = pageOfSchema(envelope.results[0], 'FranchiseDetailPage');
  if (!detail) throw new NotFoundError(`No city page at "${pathname}"`);
  const data = cityView(home, homePath, city, detail, pathname);
  return {
    data,
    head: { title: detail.Title, description: detail.Description, jsonLd: [officeJsonLd(home, base, homePath, { city: data.cityName })] },
  };
}
