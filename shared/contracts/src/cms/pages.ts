import type { Field, ImageField, OneOrMany, PageLink } from './fields';
import type { FranchiseCorporateControl, ServiceCity } from './franchise';
import type { NavItem, ZipFormContent } from './site-settings';
import type { AccordionItem, HeroWithOverlay, ImageLink, Tray } from './trays';

/** Fields every page shares. URL and SURL are site-relative paths without a leading slash. */
export interface PageBase {
  Name: string;
  Title: string;
  Description?: string;
  URL: string;
  SURL: string;
  Changed?: string;
  BreadcrumbNavigation?: { Page: PageLink[] };
  Trays?: Tray[];
}

export interface Banner {
  Heading: Field;
  Subheading?: Field;
  BackgroundImage: ImageField;
}

/** Content of the home and office-page tab area (estimate and schedule tabs). */
export interface TabContent {
  EstimateTabText: Field;
  ScheduleTabText: Field;
  TextBeforePhoneNumber: Field;
  TextBelowPhoneNumber: Field;
  EstimateImage?: ImageField;
  ScheduleCopy: Field;
}

export interface HomePage extends PageBase {
  Banner: Banner;
  FindAnOffice: ZipFormContent;
  TabContent: TabContent;
}

/** Corporate content page (why-choose-us, resources, careers, ...). */
export interface DetailPage extends PageBase {
  Heading?: Field;
  Copy?: Field;
  AsideImage?: ImageField;
  HeroWithOverlay?: Omit<HeroWithOverlay, 'TrayName'>;
  Banner?: Banner;
}

/** Office finder page content (/offices). */
export interface OfficesIndex extends PageBase {
  Heading: Field;
  IntroCopy: Field;
  /** Shown when the visitor arrives with noFranchises=true. */
  NoFranchisesCopy: Field;
  FindAnOffice: ZipFormContent;
}

export interface FranchiseHomePage extends PageBase {
  NewLayout?: Field<'true' | 'false'>;
  LocalBannerImage?: ImageField;
  H1TagForFranchiseHomePage?: Field;
  ServiceCitySEO?: ServiceCity[];
  Navigation?: { Page: NavItem[] };
  TabContent?: TabContent;
  FranchiseCorporateControl: FranchiseCorporateControl;
}

/** Franchise sub-page (our-team, our-work, city pages, campaign pages, ...). */
export interface FranchiseDetailPage extends PageBase {
  Banner?: Banner;
  BannerHeading?: Field;
  Copy?: Field;
  SEOCitySchemaScript?: Field;
  /** Site-relative path of the franchise home this page belongs to. */
  FranchiseHomePath: string;
}

export interface BlogAuthor {
  Name: string;
}
export interface BlogCategory {
  Name: string;
}

export interface BlogPost extends PageBase {
  Heading: string;
  /** Article body as HTML (sanitised before display). */
  Post: string;
  CTAColor?: 'Red' | 'Yellow' | 'Green';
  DatePublished: string;
  DateUpdated?: string;
  Image?: ImageField;
  IGX_Categories: {
    BlogCategories?: OneOrMany<BlogCategory>;
    Authors?: OneOrMany<BlogAuthor>;
  };
}

export interface BlogIndex extends PageBase {
  Heading: Field;
}

export interface FranchiseBlogIndex extends PageBase {
  Heading: Field;
  FranchiseHomePath: string;
  Navigation: { Page: PageLink[] };
}

export interface FranchiseBlogPost extends BlogPost {
  FranchiseHomePath: string;
}

export interface ServiceGroup {
  Name: string;
  Page: PageLink[];
}

/** A services tab: By Room, By Area or By Service (ids search-by-room, ...). */
export interface ServicesTab {
  Name: string;
  ID: 'search-by-room' | 'search-by-area' | 'search-by-service';
  Group: ServiceGroup[];
}

export interface ServicesIndex extends PageBase {
  BannerHeading: Field;
  BackgroundImage?: ImageField;
  IntroCopy: Field;
  MostPopularServices: ImageLink[];
  ServicesTray: { Navigation: { Page: ServicesTab[] } };
  AddTabs?: Field<'true' | 'false'>;
  Footnotes?: Field;
  LocalPage?: PageLink[];
  FindAnOffice?: ZipFormContent;
}

export interface ServiceDetail extends PageBase {
  ServiceName: string;
  Abstract?: string;
  SubServiceDetailsPageURL?: string;
  Banner?: Banner;
  IntroCopy: Field;
  CopyImageFrame?: ImageField;
  RightSideCopyImage?: ImageField;
  Accordion?: AccordionItem[];
  LinkSet?: { Title: string; Page: PageLink[] }[];
  RelatedServicesCopy?: Field;
  FindAnOffice?: ZipFormContent;
  /** 'Yes' shows the estimate / book-online tab area under the service's text. */
  ScheduleandEstimateTabTray?: Field;
  /** The tab area's texts on this page; the home page's when absent. */
  TabContent?: TabContent;
}

export interface PackageSummary {
  Name: string;
  URL: string;
  PackageImage: ImageField;
  PackageIntroCopy: Field;
  PackageWhatYouGet?: Field;
}

export interface PackagesIndex extends PageBase {
  IntroHeading: Field;
  IntroCopy: Field;
  FeaturedPackageHeading?: Field;
  FeaturedPackages: PackageSummary[];
  TaxonomyNavigation: { Packages: { Name: string; Pages: { Page: PackageSummary[] } }[] };
  FindAnOffice?: ZipFormContent;
}

export interface PackageDetail extends PageBase {
  Banner?: Banner;
  PackageDetail: PackageSummary;
  PackageDescription: Field;
  PackageTimeEstimate?: Field;
  PackageTimeEstimateLabel?: Field;
  IconAndHighlight?: { HighlightText: Field; FontAwesomeClass: Field }[];
  WhatYouGetLabel?: Field;
  WhatYouGet: Field;
  WhatYouGetImage?: ImageField;
  AdditionalOptions?: Field;
  ImageGallery?: ImageLink[];
  TermsAndConditions?: Field;
  ContactLocalOfficeCopy?: Field;
  /** Category names this package belongs to, e.g. ["Interior"]. */
  Categories: string[];
}

/** Every page schema by its name; a result item is { [schema]: page }. */
export interface PageSchemas {
  HomePage: HomePage;
  DetailPage: DetailPage;
  OfficesIndex: OfficesIndex;
  FranchiseHomePage: FranchiseHomePage;
  FranchiseDetailPage: FranchiseDetailPage;
  BlogIndex: BlogIndex;
  BlogPost: BlogPost;
  FranchiseBlogIndex: FranchiseBlogIndex;
  FranchiseBlogPost: FranchiseBlogPost;
  ServicesIndex: ServicesIndex;
  ServiceDetail: ServiceDetail;
  PackagesIndex: PackagesIndex;
  PackageDetail: PackageDetail;
}

export type PageSchemaName = keyof PageSchemas;

export type PageResult = { [K in PageSchemaName]: { [P in K]: PageSchemas[K] } }[PageSchemaName];

/** The page of the given schema inside a result item, or undefined when it is another schema. */
export function pageOfSchema<K extends PageSchemaName>(result: PageResult | undefined, schema: K): PageSchemas[K] | undefined {
  if (!result || !(schema in result)) return undefined;
  return (result as Partial<Record<K, PageSchemas[K]>>)[schema];
}
