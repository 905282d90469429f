import {
  asArray,
  type Banner,
  type HeroWithOverlay,
  type ImageField,
  type PageLink,
  type ServiceDetail,
  type TabContent,
  type Tray,
  type ZipFormContent,
} from '@handyman/contracts';
import { toLinkViews, type LinkView } from '../../common/link-view';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';
import { headingSlug } from './service-rules';

// A service page as its components draw it. CMS shapes stay for the shared pieces that take them
// (hero, banner, breadcrumb, images, office finder, estimate tabs and trays).

/** A service page may carry a hero with overlay in place of its banner. */
export type ServiceContent = ServiceDetail & { HeroWithOverlay?: Omit<HeroWithOverlay, 'TrayName'> };

export interface AccordionItemView {
  /** The item's anchor: its heading as a slug (#trim-and-molding). */
  id: string;
  heading: string;
  copyHtml: string;
}

/** One of the Doors & Windows page's fixed sections, from its own page. */
export interface FixedSectionView {
  part: string;
  name: string;
  image: ImageField | undefined;
  copyHtml: string;
  href: string;
}

export interface ServiceView {
  name: string;
  heading: string;
  /** For the shared HeroWithOverlay, which then heads the page; else the banner, else a plain h1. */
  hero: Omit<HeroWithOverlay, 'TrayName'> | null;
  banner: Banner | null;
  breadcrumb: PageLink[];
  introHtml: string;
  /** The picture beside the intro, when there is one. */
  introImage: ImageField | null;
  fixedSections: FixedSectionView[];
  accordion: AccordionItemView[];
  relatedHtml: string;
  /** The side column's link lists: at most two. */
  linkSets: { title: string; links: LinkView[] }[];
  finder: ZipFormContent;
  /** The schedule-and-estimate tab area's texts, when the page shows it. */
  estimateTabs: TabContent | null;
  trays: Tray[];
}

/** What the loader fetched besides the page itself. */
export interface ServiceExtras {
  fixedSections: FixedSectionView[];
  estimateTabs: TabContent | null;
}

export const serviceName = (service: ServiceDetail): string => service.ServiceName || service.Name;

function introImage(service: ServiceDetail): ImageField | null {
  const image = service.CopyImageFrame?.Value ? service.CopyImageFrame : service.RightSideCopyImage;
  return image?.Value ? image : null;
}

/** A fixed section of the Doors & Windows page from the section's own page at `path`. */
export function fixedSectionView(part: string, path: string, page: ServiceDetail): FixedSectionView {
  return {
    part,
    name: serviceName(page),
    image: page.CopyImageFrame,
    copyHtml: page.IntroCopy?.Value || page.Abstract || '',
    href: `/${path}`,
  };
}

export function serviceView(service: ServiceContent, extras: ServiceExtras): ServiceView {
  const name = serviceName(service);
  const heading = service.HeroWithOverlay?.Heading?.Value || service.Banner?.Heading?.Value || name;
  const hero = service.HeroWithOverlay
    ? { ...service.HeroWithOverlay, Heading: service.HeroWithOverlay.Heading ?? { Value: heading } }
    : null;
  return {
    name,
    heading,
    hero,
    banner: !hero && service.Banner ? { ...service.Banner, Heading: { Value: heading } } : null,
    breadcrumb: asArray(service.BreadcrumbNavigation?.Page),
    introHtml: service.IntroCopy?.Value ?? '',
    introImage: introImage(service),
    fixedSections: extras.fixedSections,
    accordion: asArray(service.Accordion)
      .filter((item) => item?.Heading?.Value)
      .map((item) => ({ id: headingSlug(item.Heading.Value), heading: item.Heading.Value, copyHtml: item.Copy?.Value ?? '' })),
    relatedHtml: service.RelatedServicesCopy?.Value ?? '',
    linkSets: asArray(service.LinkSet)
      .filter((set) => set?.Title && set.Page?.length)
      .slice(0, 2)
      .map((set) => ({ title: set.Title, links: toLinkViews(set.Page) })),
    finder: service.FindAnOffice ?? DEFAULT_ZIP_FORM,
    estimateTabs: extras.estimateTabs,
    trays: Array.isArray(service.Trays) ? service.Trays : [],
  };
}
