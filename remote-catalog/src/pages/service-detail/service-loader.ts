import type { LoadedPage, LoaderArgs } from '@handyman/platform/base';
import { pageOfSchema, type TabContent } from '@handyman/contracts';
import { catalogHead, loadCatalogPage } from '../../common/catalog-page';
import { DOORS_AND_WINDOWS, DOORS_AND_WINDOWS_SECTIONS, serviceContentPath } from './service-rules';
import { fixedSectionView, serviceView, type FixedSectionView, type ServiceContent, type ServiceView } from './service-view';

/**
 * /services/:serviceId (with /doors and /windows) and /services/:serviceId/:subserviceId: a service
 * from its content at the address, with what the page shows from other pages.
 */
export async function serviceLoader(args: LoaderArgs): Promise<LoadedPage<ServiceView>> {
  const contentPath = serviceContentPath(args.url.pathname);
  const service: ServiceContent = await loadCatalogPage(args, contentPath, 'ServiceDetail');
  const [fixedSections, estimateTabs] = await Promise.all([loadFixedSections(args, contentPath), loadEstimateTabs(args, service)]);
  const data = serviceView(service, { fixedSections, estimateTabs });
  return { data, head: catalogHead(service.Title || data.name, service.Description || service.Abstract) };
}

/** The Doors & Windows page's fixed sections, each from its own page; one missing or failing is left out. */
async function loadFixedSections(args: LoaderArgs, contentPath: string): Promise<FixedSectionView[]> {
  if (contentPath !== `services/${DOORS_AND_WINDOWS}`) return [];
  const sections = await Promise.all(
    DOORS_AND_WINDOWS_SECTIONS.map(async (part) => {
      const path = `${contentPath}/${part}`;
      const page = await args.page(path).then(
        (envelope) => pageOfSchema(envelope.results[0], 'ServiceDetail'),
        () => undefined,
      );
      return page ? [fixedSectionView(part, path, page)] : [];
    }),
  );
  return sections.flat();
}

/**
 * The tab area's texts when the service asks for the area: its own, else the home page's. Without
 * either the area is left out (the header's estimate button still works).
 */
async function loadEstimateTabs(args: LoaderArgs, service: ServiceContent): Promise<TabContent | null> {
  if (service.ScheduleandEstimateTabTray?.Value !== 'Yes') return null;
  if (service.TabContent) return service.TabContent;
  return args.page('/').then(
    (envelope) => pageOfSchema(envelope.results[0], 'HomePage')?.TabContent ?? null,
    () => null,
  );
}
