import type { FranchiseHomePage, PageLink, SiteSettings } from '@handyman/contracts';
import { envelope, jsonResponse, mockFetch } from '@handyman/testing';

// Content for the header and footer tests, shaped like content-api's x31 and a franchise home.

const page = (Name: string, URL: string, Link: string, extra: Partial<PageLink> = {}): PageLink => ({
  Name,
  URL,
  Link,
  Schema: 'DetailPage',
  ...extra,
});
const virtual = (Name: string, url: string, Link: string): PageLink => ({ Name, URL: url, Link, Schema: 'VirtualLink', CustomURL: url });

export const SETTINGS = {
  Name: 'Global Site Settings',
  Header: {
    MenuTab: [
      {
        ComponentName: 'MainNavigation',
        Page: [
          {
            ...page('why-choose-us', 'why-choose-us', 'Why Choose Us'),
            Page: [page('our-story', 'why-choose-us/our-story', 'Our Story'), page('your-team', 'why-choose-us/your-team', 'Your Team')],
          },
          { ...page('services', 'services', 'Services'), Page: [page('search-by-room', 'services#search-by-room', 'Search by Room')] },
          page('offices', 'offices', 'Find A Handyman'),
          page('careers', 'careers', 'Careers'),
        ],
      },
    ],
    Page: [page('Home', '', 'Home'), page('GetEstimateLink', '#GetEstimateLink', 'Get a Free Estimate')],
    HeaderLogo: { Value: 'Images/Brand/logo.svg', AlternateText: 'Brightwood Handyman Services', Width: '280', Height: '72' },
    GetEstimateIcon: { Value: 'Images/Icons/estimate.svg', AlternateText: 'Get an estimate' },
    BookOnlineIcon: { Value: 'Images/Icons/book-online.svg' },
    FormfillTermsText: { Value: '' },
  },
  Footer: {
    FooterLogo: { Value: 'Images/Brand/logo-white.svg', AlternateText: 'Brightwood Handyman Services', Width: '280', Height: '72' },
    TextAbovePhoneNumber: { Value: 'Questions? Talk to a real person.' },
    DisclaimerNotes: { Value: '<p>Each office is <strong>independently owned</strong>.</p>' },
    FooterLinkColumns: [
      { Title: 'Services', Page: [page('painting', 'services/painting', 'Painting')] },
      { Title: 'Own a Franchise', Page: [virtual('franchise-opportunities', 'https://franchise.example/', 'Franchise Opportunities')] },
    ],
    Social: {
      Page: [
        virtual('facebook', 'https://www.facebook.com/brightwood', 'Facebook'),
        virtual('linkedin', 'https://www.linkedin.com/company/brightwood', 'LinkedIn'),
      ],
    },
    Copyright: { Value: '© {Year} Brightwood Handyman Services LLC.' },
    CopyrightLinks: { Page: [page('privacy-policy', 'resources/privacy-policy', 'Privacy Policy')] },
    PrivacyChoices: page('your-privacy-choices', 'resources/privacy-policy#your-privacy-choices', 'Your Privacy Choices'),
    FindAnOffice: {
      Heading: { Value: 'Find Your Local Office' },
      PlaceholderText: { Value: 'Enter your zip code' },
      TextBelowInput: { Value: '' },
      HandymanMatters: { Value: '' },
      HeadingAlignment: { Value: 'InlineLeft' },
      SubmitAlignment: { Value: 'InlineRight' },
    },
    ParentBrandLink: virtual('brightwood-hardware', 'https://hardware.example/', 'A Brightwood Hardware Company'),
    FranchiseOpportunitiesLink: virtual('franchise-opportunities', 'https://franchise.example/', 'Own a Brightwood Franchise'),
  },
  Alerts: {
    DisplayAlert: { Value: 'False' },
    AlertText: { Value: 'Storm season is here.' },
    Page: page('storm', 'blog/storm-prep', 'Read our storm checklist'),
  },
  TelephoneIcon: { Value: 'Images/Icons/phone-16.svg', Width: '16', Height: '16' },
  TelephoneNumberDisplay: { Value: '866-FIX-MY-HOME' },
  MainTelephoneNumber: { Value: '18663496946' },
  GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } },
} as unknown as SiteSettings;

export const SUMMERLIN = {
  Name: 'Brightwood Handyman of Summerlin',
  Title: 'Summerlin',
  URL: 'offices/summerlin',
  SURL: 'offices/summerlin',
  Navigation: {
    Page: [
      page('reviews', 'offices/summerlin/reviews', 'Reviews'),
      page('our-team', 'offices/summerlin/our-team', 'Our Team'),
      page('blog', 'offices/summerlin/blog', 'Blog'),
    ],
  },
  FranchiseCorporateControl: {
    FranchiseName: { Value: 'Brightwood Handyman of Summerlin' },
    City: { Value: 'Las Vegas' },
    State: { Value: 'Nevada' },
    StateAbbreviation: { Value: 'NV' },
    Address: { Value: '10300 W Charleston Blvd, Suite 13-218' },
    ZipCode: { Value: '89135' },
    PhoneNumber: { Value: '702-555-0142' },
    LicenseNumbers: { Value: 'Contractors License: 0079431' },
    FranchiseFooter: { TextBelowAddress: { Value: '{FranchiseName} is independently owned. Serving {City}, {StateAbbreviation}.' } },
    FranchiseOwnersControl: { PaymentTypes: { Value: 'Visa|Mastercard| Check |' } },
  },
} as unknown as FranchiseHomePage;

/** Answers x31 with the given settings (or a status) and api/page with the franchise homes by path. */
export function serveContent({
  settings = SETTINGS as unknown,
  settingsStatus = 200,
  homes = { 'offices/summerlin': SUMMERLIN } as Record<string, FranchiseHomePage>,
} = {}) {
  return mockFetch({
    'GET /api/x31': () => jsonResponse(settingsStatus === 200 ? { SiteSettings: settings } : { error: 'down' }, settingsStatus),
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      const home = homes[path];
      return home ? jsonResponse(envelope([{ FranchiseHomePage: home }], { path })) : jsonResponse(envelope([], { path }), 404);
    },
  });
}
