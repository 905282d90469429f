import {
  asArray,
  type Banner,
  type Field,
  type ImageField,
  type PageLink,
  type ServicesIndex,
  type Tray,
  type ZipFormContent,
} from '@handyman/contracts';
import { linkHref } from '@handyman/platform/base';
import { toLinkViews, type LinkView } from '../../common/link-view';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';

// The services index as its components draw it. CMS shapes stay for the shared pieces that take
// them (the banner, breadcrumb, content links, office finder and trays).

/** The services index may carry a NewLayout flag: 'true' shows the tabs in their new layout. */
export type ServicesIndexContent = ServicesIndex & { NewLayout?: Field };

export interface PopularService {
  href: string;
  caption: string;
  image: ImageField | undefined;
}

export interface ServiceGroupView {
  name: string;
  links: LinkView[];
}

/** A tab: By Room, By Area or By Service; its id is the hash that selects it. */
export interface ServiceTabView {
  id: string;
  name: string;
  groups: ServiceGroupView[];
}

export interface ServicesIndexView {
  heading: string;
  /** For the shared PageBanner (a CMS banner). */
  banner: Banner;
  breadcrumb: PageLink[];
  introHtml: string;
  popular: PopularService[];
  tabs: ServiceTabView[];
  /** AddTabs: false lists every tab's groups one after another. */
  tabbed: boolean;
  newLayout: boolean;
  footnotesHtml: string;
  /** Links to local pages (e.g. the office finder), for the shared ContentLink. */
  localPages: PageLink[];
  finder: ZipFormContent;
  trays: Tray[];
}

function popularServices(services: ServicesIndex['MostPopularServices'] | undefined): PopularService[] {
  return asArray(services).flatMap((service) =>
    service?.Page?.URL
      ? [{ href: linkHref(service.Page), caption: service.Caption?.Value || service.Page.Link || service.Page.Name, image: service.Image }]
      : [],
  );
}

function serviceTabs(index: ServicesIndex): ServiceTabView[] {
  return asArray(index.ServicesTray?.Navigation?.Page).map((tab) => ({
    id: tab.ID,
    name: tab.Name,
    groups: asArray(tab.Group).map((group) => ({ name: group.Name, links: toLinkViews(group.Page) })),
  }));
}

export function servicesIndexView(index: ServicesIndexContent): ServicesIndexView {
  const heading = index.BannerHeading?.Value || index.Name;
  return {
    heading,
    banner: { Heading: { Value: heading }, BackgroundImage: index.BackgroundImage ?? { Value: '' } },
    breadcrumb: asArray(index.BreadcrumbNavigation?.Page),
    introHtml: index.IntroCopy?.Value ?? '',
    popular: popularServices(index.MostPopularServices),
    tabs: serviceTabs(index),
    tabbed: index.AddTabs?.Value !== 'false',
    newLayout: index.NewLayout?.Value === 'true',
    footnotesHtml: index.Footnotes?.Value ?? '',
    localPages: asArray(index.LocalPage).filter((page) => page?.URL || page?.CustomURL),
    finder: index.FindAnOffice ?? DEFAULT_ZIP_FORM,
    trays: Array.isArray(index.Trays) ? index.Trays : [],
  };
}
