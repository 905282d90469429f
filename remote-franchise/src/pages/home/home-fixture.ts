import { WEEKDAYS, type DayHours, type FranchiseHomePage, type HoursData, type Review } from '@handyman/shared';
import { jsonResponse, mockFetch, type FetchRoutes } from '@handyman/shared/testing';

// A franchise home as content-api serves it (trimmed), for the franchise home page's tests.

const day = (start: string, end: string, flags: Partial<Record<'Closed' | 'ByAppointment', 'true'>> = {}): DayHours => ({
  StartTime: { Value: start },
  EndTime: { Value: end },
  Closed: { Value: flags.Closed ?? 'false' },
  ByAppointment: { Value: flags.ByAppointment ?? 'false' },
});

export function hours(operates247 = 'false'): HoursData {
  const data = { Operates247: { Value: operates247 } } as HoursData;
  for (const name of WEEKDAYS) data[name] = day('07:30', '17:00');
  data.Saturday = day('', '', { ByAppointment: 'true' });
  data.Sunday = day('', '', { Closed: 'true' });
  return data;
}

export const review = (stars: string, name: string, text: string): Review => ({ Stars: { Value: stars }, Review: { Value: text }, ReviewerName: { Value: name }, Store: { Value: 'Brightwood Handyman of Summerlin' } });

export const galleryImage = (n: number) => ({ Value: `Images/work/${n}.svg`, AlternateText: `Project ${n}`, Width: '800', Height: '600', ID: `work-${n}`, Description: `Project ${n}` });

export function summerlin(): FranchiseHomePage {
  return {
    Name: 'Brightwood Handyman of Summerlin',
    Title: 'Handyman Services in {City}, {StateAbbreviation}',
    Description: 'Call {FranchiseName} at {Phone}.',
    URL: 'offices/summerlin',
    SURL: 'offices/summerlin',
    H1TagForFranchiseHomePage: { Value: 'Handyman Services in {City}, {StateAbbreviation}' },
    LocalBannerImage: { Value: 'Images/Offices/summerlin/banner.svg', AlternateText: 'Summerlin service area', Width: '1600', Height: '500' },
    BreadcrumbNavigation: {
      Page: [
        { Name: 'Home', URL: '', Schema: 'HomePage' },
        { Name: 'Offices', URL: 'offices', Schema: 'OfficesIndex' },
        { Name: 'Summerlin', URL: 'offices/summerlin', Schema: 'FranchiseHomePage' },
      ],
    },
    Navigation: {
      Page: [
        { Name: 'reviews', URL: 'offices/summerlin/reviews', Link: 'Reviews' },
        { Name: 'our-work', URL: 'offices/summerlin/our-work', Link: 'Our Work' },
      ],
    },
    TabContent: {
      EstimateTabText: { Value: 'Get an Estimate' },
      ScheduleTabText: { Value: 'Book Online' },
      TextBeforePhoneNumber: { Value: 'Prefer to talk it through? Call {FranchiseName} at' },
      TextBelowPhoneNumber: { Value: 'Real people, right here in {City}' },
      ScheduleCopy: { Value: '<p>Book with {FranchiseName}.</p>' },
    },
    Trays: [{ TrayName: 'BodyCopyTray', Heading: { Value: 'Who We Are' }, Copy: { Value: '<p>Serving {City} since 2012.</p>' } }],
    FranchiseCorporateControl: {
      ClientID: { Value: 'BW-1001' },
      FranchiseName: { Value: 'Brightwood Handyman of Summerlin' },
      City: { Value: 'Las Vegas' },
      State: { Value: 'Nevada' },
      StateAbbreviation: { Value: 'NV' },
      Address: { Value: '10300 W Charleston Blvd' },
      ZipCode: { Value: '89135' },
      PhoneNumber: { Value: '702-555-0142' },
      ServiceTitanID: { Value: '61020442' },
      LicenseNumbers: { Value: 'Contractors License: 0079431' },
      OwnedZipcodes: ['89135'],
      AllowedZipcodes: [],
      FranchiseOwnersControl: {
        HoursOfOperations: hours(),
        WhyChooseUs: { IntroHeading: { Value: 'Why {City} Homeowners Call Us' }, WhyChooseUsIntroCopy: { Value: '<p>Neighbors first.</p>' } },
        Offers: [
          { OfferName: { Value: '$75 Off in {City}' }, OfferDescription: { Value: 'Take $75 off.' }, OfferTermsandConditions: { Value: 'One per household.' } },
          { OfferName: { Value: 'Exterior Check: $149' }, OfferDescription: { Value: 'Gutters and seals.' }, OfferTermsandConditions: { Value: 'Up to 2,500 sq ft.' } },
        ],
        Reviews: [
          review('4', 'Aaron K.', 'Great work on our drywall. Took one extra day.'),
          review('5', 'Carla V.', 'Luis replaced two doors. You cannot tell.'),
          review('5', 'Jim P.', 'Dana was quick. Best handyman experience we have had in 20 years of owning homes.'),
          review('5', 'Melissa R.', 'I would recommend them to anyone.'),
        ],
        OurWork: { Heading: { Value: 'Our Work' }, Sectionheading: { Value: 'Recent projects around {City}' }, GalleryImage: [1, 2, 3, 4, 5].map(galleryImage) },
      },
    },
  };
}

/** content-api with this office at offices/summerlin (and nothing else). */
export function serveHome(home: FranchiseHomePage = summerlin()) {
  return serveOffice({}, home);
}

/** content-api with this office at offices/summerlin and the given pages of it (by content path), plus other calls. */
export function serveOffice(pages: Record<string, unknown>, home: FranchiseHomePage = summerlin(), routes: FetchRoutes = {}) {
  const all: Record<string, unknown> = { 'offices/summerlin': { FranchiseHomePage: home }, ...pages };
  return mockFetch({
    ...routes,
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      const page = all[path];
      return page
        ? jsonResponse({ path, results: [page], totalResults: 1, page: 1, totalPages: 1, resultsPerPage: 10 })
        : jsonResponse({ path, results: [], totalResults: 0, page: 1, totalPages: 0, resultsPerPage: 10 }, 404);
    },
  });
}
