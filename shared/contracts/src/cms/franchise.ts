import type { Field, ImageField, PageLink } from './fields';
import type { MenuTab, OfficeScripts } from './site-settings';
import type { TeamMember, YesNo } from './trays';

export type TrueFalse = 'true' | 'false';

export interface DayHours {
  StartTime: Field;
  EndTime: Field;
  Closed: Field<TrueFalse>;
  ByAppointment: Field<TrueFalse>;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type HoursData = { Operates247: Field<TrueFalse> } & Record<Weekday, DayHours>;

export interface Offer {
  OfferName: Field;
  OfferDescription: Field;
  OfferTermsandConditions: Field;
  OfferImage?: ImageField;
  Page?: PageLink;
}

export interface Review {
  Stars: Field;
  Heading?: Field;
  Review: Field;
  ReviewerName: Field;
  Store?: Field;
}

export interface WhyChooseUs {
  IntroHeading: Field;
  WhyChooseUsIntroCopy: Field;
  SplashImage?: ImageField;
  Logo?: ImageField[];
}

export interface GalleryImage extends ImageField {
  ID?: string;
  /** Pipe-separated categories, e.g. "Kitchen|Carpentry". */
  ImageCategories?: string;
  Description?: string;
  AdditionalDetails?: string;
}

export interface OurWork {
  Heading: Field;
  Sectionheading?: Field;
  GalleryImage: GalleryImage[];
  BeforeImage?: ImageField;
  AfterImage?: ImageField;
  Page?: PageLink;
}

export interface LinkSet {
  Title: string;
  Page: PageLink[];
}

export interface FranchiseOwnersControl {
  LicenseNumbers?: Field;
  Offers?: Offer[];
  WhyChooseUs?: WhyChooseUs;
  HoursOfOperations: HoursData;
  OurWork?: OurWork;
  OurTeam?: TeamMember[];
  NewsEvents?: PageLink[];
  Reviews?: Review[];
  Packages?: { LocalPackages: PageLink[] };
  FranchiseServices?: { LinkSet: LinkSet[] };
  /** Pipe-separated, e.g. "Visa|Mastercard|American Express|Check". */
  PaymentTypes?: Field;
  /**
   * 'On' while the owner manages the office's reviews content himself (a review widget on the
   * office's own pages): the reviews slider is then hidden.
   */
  OwnerManagedContent?: Field;
}

export interface FranchiseCorporateControl {
  ClientID: Field;
  FranchiseName: Field;
  City: Field;
  State: Field;
  StateAbbreviation: Field;
  Address: Field;
  ZipCode: Field;
  /** The office's IANA time zone (America/Denver); without it online booking uses its state's. */
  TimeZone?: Field;
  PhoneNumber: Field;
  TelephoneScript?: Field;
  ServiceTitanID: Field;
  GoogleReviewsPlaceId?: Field;
  Located_in?: Field;
  /** Embedded map URL (contains "embed") or a map image path. */
  ServicesMap?: Field;
  LicenseNumbers?: Field;
  RateABizUUID?: Field;
  BreadcrumbStructuredData?: Field;
  LocalBusinessStructuredData?: Field;
  /** The office's own tags on its pages: in the head, and at the end of the body. */
  HeadScripts?: OfficeScripts;
  FooterScripts?: OfficeScripts;
  /** Territory: ZIPs this office owns and ZIPs it may also serve. */
  OwnedZipcodes: string[];
  AllowedZipcodes: string[];
  /** Office location for distance; when absent the service uses its ZIP centroid. */
  Latitude?: Field;
  Longitude?: Field;
  SchedulePageLink?: PageLink;
  FranchiseHeader?: { Logo?: ImageField; MenuTab?: MenuTab[]; Page?: PageLink[] };
  FranchiseFooter?: { TextBelowAddress?: Field };
  FranchiseOwnersControl: FranchiseOwnersControl;
}

export interface ServiceCity {
  City: Field;
  CityURL: string;
  Template?: { ID: string };
  ScheduleandEstimateTabTray?: Field<YesNo>;
}
