import type { FranchiseDetailPage, FranchiseHomePage, ImageField, PageLink, PageResult } from '@handyman/contracts';
import { franchisePlaceholderValues, replacePlaceholders, type PlaceholderValues } from '@handyman/platform/base';
import { pageOffice, type PageOffice } from '../../office/page-office';
import { officeHeaderView, type OfficeHeaderView } from '../../office/header/office-header-view';
import { detailBanner, detailHeading, type BannerView, type TraysView } from '../../office/office-page';
import { shownOffers } from '../../office/offers/offer-layout';
import { offerViews, type OfferView } from '../../office/offers/offer-view';
import type { OfficeOnCoupon } from '../../office/offers/PrintableOffer';
import type { ReviewDisplay } from '../../office/reviews/top-reviews';
import { workPhotos, type WorkPhoto } from './our-work/work-photos';
import { withoutOfferCopies, withoutRepeatedQuotes } from './repeated-trays';
import type { SubPageKind } from './sub-page-kind';

// An office sub-page (or any other content at such an address) as its components draw it: the
// content envelopes turned into plain fields once, in the loader. Trays, the banner and pictures
// go to shared components that take content shapes and are passed through as they come.

export interface OurWorkPageView {
  /** The same project before and after; null unless both pictures have a file. */
  beforeAfter: { before: ImageField; after: ImageField } | null;
  /** The gallery's photos with a file. */
  images: WorkPhoto[];
}

export interface SubPageView {
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
  officeName: string;
  placeholders: PlaceholderValues;
  header: OfficeHeaderView;
  kind: SubPageKind;
  banner: BannerView;
  trail: PageLink[] | undefined;
  /** The page's copy, the office's placeholders filled (sanitised by RichText); null when it has none. */
  copy: string | null;
  /** The our-work page's own content; null on other pages. */
  ourWork: OurWorkPageView | null;
  /** Every review of the office, best first (the reviews page); empty on other pages. */
  reviews: ReviewDisplay[];
  /** The office's offers as cards (the offers page); null on other pages. */
  offers: { items: OfferView[]; office: OfficeOnCoupon } | null;
  /** The page's trays, less those its own content already shows. */
  trays: TraysView;
  office: PageOffice;
}

/** A page of another schema shown as breadcrumb, heading, copy and trays. */
export interface ArticleView {
  title: string;
  description: string | undefined;
  heading: string;
  copy: string | null;
  trail: PageLink[] | undefined;
  trays: TraysView;
  placeholders: PlaceholderValues;
}

export type OfficeContentView = { layout: 'office'; page: SubPageView } | { layout: 'article'; article: ArticleView };

function ourWorkView(home: FranchiseHomePage): OurWorkPageView {
  const ourWork = home.FranchiseCorporateControl.FranchiseOwnersControl?.OurWork;
  const before = ourWork?.BeforeImage;
  const after = ourWork?.AfterImage;
  return { beforeAfter: before?.Value && after?.Value ? { before, after } : null, images: workPhotos(ourWork?.GalleryImage) };
}

/** The sub-page's view; `reviews` are the office's (loaded for the reviews page only). */
export function subPageView(
  home: FranchiseHomePage,
  path: string,
  detail: FranchiseDetailPage,
  kind: SubPageKind,
  reviews: ReviewDisplay[],
): SubPageView {
  const control = home.FranchiseCorporateControl;
  const placeholders = franchisePlaceholderValues(control);
  const fill = (text: string) => replacePlaceholders(text, placeholders);
  const offers = shownOffers(control.FranchiseOwnersControl?.Offers);
  // The our-work page's own gallery replaces the gallery tray the page carries.
  const trays = kind === 'our-work' ? detail.Trays?.filter((tray) => tray.TrayName !== 'ImageGallery') : detail.Trays;
  const shownTrays = {
    'our-work': () => trays ?? [],
    reviews: () => withoutRepeatedQuotes(trays, reviews),
    offers: () => withoutOfferCopies(trays, offers),
    other: () => trays ?? [],
  }[kind]();
  const shown = Array.isArray(shownTrays) ? shownTrays : [];
  return {
    path,
    officeName: control.FranchiseName?.Value || home.Name,
    placeholders,
    header: officeHeaderView(home, `/${path}`),
    kind,
    banner: detailBanner(detail, home, detailHeading(detail, detail.Name)),
    trail: detail.BreadcrumbNavigation?.Page,
    copy: detail.Copy?.Value ? fill(detail.Copy.Value) : null,
    ourWork: kind === 'our-work' ? ourWorkView(home) : null,
    reviews: kind === 'reviews' ? reviews : [],
    offers:
      kind === 'offers'
        ? { items: offerViews(offers, fill), office: { name: control.FranchiseName?.Value ?? '', phoneDisplay: placeholders.Phone ?? '' } }
        : null,
    trays: shown,
    office: pageOffice(home, path, shown),
  };
}

interface ArticleLike {
  Title?: string;
  Description?: string;
  Heading?: { Value?: string } | string;
  Copy?: { Value?: string };
  BreadcrumbNavigation?: { Page?: PageLink[] };
  Trays?: unknown;
}

/** Any content page as an article, the office's placeholders filled; null for an empty answer. */
export function articleView(result: PageResult | undefined, placeholders: PlaceholderValues): ArticleView | null {
  const page = Object.values(result ?? {})[0] as ArticleLike | undefined;
  if (!page) return null;
  const fill = (text: string | undefined) => replacePlaceholders(text ?? '', placeholders);
  const title = page.Title ?? '';
  const heading = typeof page.Heading === 'string' ? page.Heading : page.Heading?.Value;
  return {
    title,
    description: page.Description,
    heading: fill(heading || title),
    copy: page.Copy ? fill(page.Copy.Value) : null,
    trail: page.BreadcrumbNavigation?.Page,
    trays: Array.isArray(page.Trays) ? (page.Trays as TraysView) : [],
    placeholders,
  };
}
