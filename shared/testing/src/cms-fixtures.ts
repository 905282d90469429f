// Builders of CMS-shaped content for tests. Each returns a complete object of its CMS type (every
// required field, defaults from the Summerlin office and the Brightwood brand) with a deep-partial
// override on top. Optional fields are left out, so a page shows only what the test adds.
import {
  WEEKDAYS,
  type BlogPost,
  type ContentEnvelope,
  type DayHours,
  type DetailPage,
  type Field,
  type FranchiseBlogIndex,
  type FranchiseCorporateControl,
  type FranchiseDetailPage,
  type FranchiseHomePage,
  type HoursData,
  type ImageField,
  type LocalOffice,
  type PageLink,
  type SiteSettings,
  type TabContent,
  type ZipFormContent,
} from '@handyman/contracts';

/** Every field optional at every depth; arrays are replaced whole, never merged. */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The base with the overrides on top: objects merge key by key, anything else (arrays included)
 * replaces. A key set to undefined is removed, for tests of content that lacks it.
 */
export function merge<T>(base: T, overrides?: DeepPartial<T>): T {
  if (overrides === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(overrides)) return overrides as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete result[key];
    else result[key] = isPlainObject(value) && isPlainObject(result[key]) ? merge(result[key], value) : value;
  }
  return result as T;
}

/** A scalar CMS field: field('x') is { Value: 'x' }. */
export const field = <T extends string = string>(Value: T): Field<T> => ({ Value });

export function image(path: string, width = 800, height = 600, alt = ''): ImageField {
  return { Value: path, AlternateText: alt, Width: String(width), Height: String(height) };
}

/** A link to a page of the site; its Name is the last segment of the path ('Home' for the home page). */
export function buildPageLink(URL: string, overrides: Partial<PageLink> = {}): PageLink {
  return { Name: URL.split('/').at(-1) || 'Home', URL, ...overrides };
}

/** A content-page link as the tray tests use it: named by its path, with link text. */
export const sitePage = (URL: string, Link: string): PageLink => ({ Name: URL, URL, Link, Schema: 'DetailPage' });

export const externalPage = (CustomURL: string, Link: string): PageLink => ({
  Name: 'external',
  URL: CustomURL,
  CustomURL,
  Link,
  Schema: 'VirtualLink',
});

/** A breadcrumb trail from [Name, URL, Schema] triples. */
export function buildBreadcrumb(...pages: [Name: string, URL: string, Schema: string][]): { Page: PageLink[] } {
  return { Page: pages.map(([Name, URL, Schema]) => ({ Name, URL, Schema })) };
}

/** A content envelope (GET api/page, api/search, ...) holding the given results. */
export function envelope<T>(results: T[], { path = 'test', page = 1, totalPages = results.length > 0 ? 1 : 0 } = {}): ContentEnvelope<T> {
  return { path, results, totalResults: results.length, page, totalPages, resultsPerPage: 10 };
}

/** Global settings (x31): the corporate phone, brand and title suffix; no menus, links, alert or SEO tags. */
export function buildSiteSettings(overrides?: DeepPartial<SiteSettings>): SiteSettings {
  return merge<SiteSettings>(
    {
      Name: 'Global Site Settings',
      Header: {
        MenuTab: [],
        Page: [
          buildPageLink('', { Schema: 'HomePage', Link: 'Home' }),
          buildPageLink('#GetEstimateLink', { Name: 'GetEstimateLink', Schema: 'HomePage', Link: 'Get a Free Estimate' }),
        ],
        HeaderLogo: image('Images/Brand/logo.svg', 280, 72, 'Brightwood Handyman Services'),
        GetEstimateIcon: image('Images/Icons/estimate.svg', 64, 64, 'Get an estimate'),
        BookOnlineIcon: image('Images/Icons/book-online.svg', 64, 64, 'Book online'),
        FormfillTermsText: field('By clicking Get Your Estimate you agree to texts.'),
      },
      Footer: {
        FooterLogo: image('Images/Brand/logo-white.svg', 280, 72, 'Brightwood Handyman Services'),
        TextAbovePhoneNumber: field('Questions? Talk to a real person.'),
        DisclaimerNotes: field('<p>Each office is independently owned and operated.</p>'),
        FooterLinkColumns: [],
        Social: { Page: [] },
        Copyright: field('© {Year} Brightwood Handyman Services LLC.'),
        CopyrightLinks: { Page: [] },
        PrivacyChoices: buildPageLink('resources/privacy-policy#your-privacy-choices', {
          Name: 'your-privacy-choices',
          Link: 'Your Privacy Choices',
        }),
        FindAnOffice: { ...buildZipForm(), HeadingAlignment: field('InlineLeft'), SubmitAlignment: field('InlineRight') },
        ParentBrandLink: externalPage('https://hardware.example/', 'A Brightwood Hardware Company'),
        FranchiseOpportunitiesLink: externalPage('https://franchise.example/', 'Own a Brightwood Franchise'),
      },
      Alerts: { DisplayAlert: field('False'), AlertText: field('') },
      TelephoneIcon: image('Images/Icons/phone-16.svg', 16, 16, 'Phone'),
      TelephoneNumberDisplay: field('866-FIX-MY-HOME'),
      MainTelephoneNumber: field('18663496946'),
      GlobalSettings: {
        BrandName: field('Brightwood Handyman'),
        FavIcon16x16: image('Images/Favicons/favicon-16x16.png', 16, 16),
        FavIcon32x32: image('Images/Favicons/favicon-32x32.png', 32, 32),
        FavIconAppleTouch: image('Images/Favicons/apple-touch-icon.png', 180, 180),
        ThemeColor: field('#d02030'),
        BrowserTitleSuffix: field(' | Brightwood Handyman'),
        GeneralPageBackground: field('#f7f4ef'),
        CanonicalBaseURL: field('https://www.brightwood.example'),
      },
      SEO: { MetaTag: [], Script: [], NoScript: field('') },
    },
    overrides,
  );
}

const day = (start: string, end: string, flags: { Closed?: 'true'; ByAppointment?: 'true' } = {}): DayHours => ({
  StartTime: field(start),
  EndTime: field(end),
  Closed: field(flags.Closed ?? 'false'),
  ByAppointment: field(flags.ByAppointment ?? 'false'),
});

/** Opening hours: weekdays 7:30 to 17:00, Saturday by appointment, Sunday closed. */
export function buildHours(overrides?: DeepPartial<HoursData>): HoursData {
  const week = Object.fromEntries(WEEKDAYS.map((name) => [name, day('07:30', '17:00')])) as Record<(typeof WEEKDAYS)[number], DayHours>;
  return merge<HoursData>(
    { Operates247: field('false'), ...week, Saturday: day('', '', { ByAppointment: 'true' }), Sunday: day('', '', { Closed: 'true' }) },
    overrides,
  );
}

/** The Summerlin office's corporate control: name, address, phone, ServiceTitan id, territory and hours. */
export function buildCorporateControl(overrides?: DeepPartial<FranchiseCorporateControl>): FranchiseCorporateControl {
  return merge<FranchiseCorporateControl>(
    {
      ClientID: field('BW-1001'),
      FranchiseName: field('Brightwood Handyman of Summerlin'),
      City: field('Las Vegas'),
      State: field('Nevada'),
      StateAbbreviation: field('NV'),
      Address: field('10300 W Charleston Blvd'),
      ZipCode: field('89135'),
      PhoneNumber: field('702-555-0142'),
      ServiceTitanID: field('61020442'),
      OwnedZipcodes: ['89135'],
      AllowedZipcodes: [],
      FranchiseOwnersControl: { HoursOfOperations: buildHours() },
    },
    overrides,
  );
}

/** The Summerlin office's home page (offices/summerlin) with its corporate control. */
export function buildFranchiseHome(overrides?: DeepPartial<FranchiseHomePage>): FranchiseHomePage {
  return merge<FranchiseHomePage>(
    {
      Name: 'Summerlin',
      Title: 'Summerlin',
      URL: 'offices/summerlin',
      SURL: 'offices/summerlin',
      FranchiseCorporateControl: buildCorporateControl(),
    },
    overrides,
  );
}

/** A sub-page of the Summerlin office (our-team, a city, a campaign, ...). */
export function buildFranchiseDetailPage(overrides?: DeepPartial<FranchiseDetailPage>): FranchiseDetailPage {
  return merge<FranchiseDetailPage>(
    {
      Name: 'Our Team',
      Title: 'Our Team',
      URL: 'offices/summerlin/our-team',
      SURL: 'offices/summerlin/our-team',
      FranchiseHomePath: 'offices/summerlin',
    },
    overrides,
  );
}

/** The Summerlin office's blog list, without posts. */
export function buildFranchiseBlogIndex(overrides?: DeepPartial<FranchiseBlogIndex>): FranchiseBlogIndex {
  return merge<FranchiseBlogIndex>(
    {
      Name: 'Blog',
      Title: 'Blog',
      URL: 'offices/summerlin/blog',
      SURL: 'offices/summerlin/blog',
      Heading: field('Blog'),
      FranchiseHomePath: 'offices/summerlin',
      Navigation: { Page: [] },
    },
    overrides,
  );
}

/** A corporate content page (why-choose-us/our-story). */
export function buildDetailPage(overrides?: DeepPartial<DetailPage>): DetailPage {
  return merge<DetailPage>(
    { Name: 'our-story', Title: 'Our Story', URL: 'why-choose-us/our-story', SURL: 'why-choose-us/our-story' },
    overrides,
  );
}

/** A corporate blog post with one category and one author. */
export function buildBlogPost(overrides?: DeepPartial<BlogPost>): BlogPost {
  const url = 'blog/2026/01/01/post-1';
  return merge<BlogPost>(
    {
      Name: 'post-1',
      Title: 'Post 1 title',
      URL: url,
      SURL: url,
      Heading: 'Post 1',
      Post: '<p>Body of post 1.</p>',
      DatePublished: '2026-01-01T09:00:00Z',
      IGX_Categories: { BlogCategories: { Name: 'Seasonal Tips' }, Authors: [{ Name: 'Marcus Bell' }] },
    },
    overrides,
  );
}

/** The estimate and schedule tab texts, with the corporate wording. */
export function buildTabContent(overrides?: DeepPartial<TabContent>): TabContent {
  return merge<TabContent>(
    {
      EstimateTabText: field('Get an Estimate'),
      ScheduleTabText: field('Book Online'),
      TextBeforePhoneNumber: field('Rather talk to a person? Call'),
      TextBelowPhoneNumber: field('Free phone estimates, seven days a week'),
      ScheduleCopy: field('<p>Choose a time that suits you.</p>'),
    },
    overrides,
  );
}

/** A zip lookup form's texts (find-an-office on home, service and office pages). */
export function buildZipForm(overrides?: DeepPartial<ZipFormContent>): ZipFormContent {
  return merge<ZipFormContent>(
    {
      Heading: field('Find a Handyman Near You'),
      PlaceholderText: field('Enter your zip code'),
      TextBelowInput: field(''),
      HandymanMatters: field(''),
    },
    overrides,
  );
}

/** The Summerlin office as GET localoffice/orderby/state lists it. */
export function buildLocalOffice(overrides?: DeepPartial<LocalOffice>): LocalOffice {
  return merge<LocalOffice>(
    {
      Name: 'Summerlin',
      City: 'Las Vegas',
      State: 'Nevada',
      StateAbbreviation: 'NV',
      PhoneNumber: '702-555-0142',
      HomePageLink: { URL: 'offices/summerlin' },
      SchedulePageLink: { URL: '' },
      OwnedZipcodes: ['89135'],
      AllowedZipcodes: [],
    },
    overrides,
  );
}
