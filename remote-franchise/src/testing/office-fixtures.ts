// The Summerlin office as content-api serves it (trimmed), for the office pages' tests.
import type { FranchiseHomePage, GalleryImage, Review } from '@handyman/contracts';
import { buildBreadcrumb, buildFranchiseHome, buildTabContent, field, image } from '@handyman/testing';

export function review(stars: string, name: string, text = `Review by ${name}.`, heading?: string): Review {
  return {
    Stars: field(stars),
    Review: field(text),
    ReviewerName: field(name),
    Store: field('Brightwood Handyman of Summerlin'),
    ...(heading ? { Heading: field(heading) } : {}),
  };
}

export const galleryImage = (n: number): GalleryImage => ({
  ...image(`Images/work/${n}.svg`, 800, 600, `Project ${n}`),
  ID: `work-${n}`,
  Description: `Project ${n}`,
});

/** The office home with every section filled: H1, banner, nav, tabs, a tray, hours, offers, reviews and gallery. */
export function summerlin(): FranchiseHomePage {
  return buildFranchiseHome({
    Name: 'Brightwood Handyman of Summerlin',
    Title: 'Handyman Services in {City}, {StateAbbreviation}',
    Description: 'Call {FranchiseName} at {Phone}.',
    H1TagForFranchiseHomePage: field('Handyman Services in {City}, {StateAbbreviation}'),
    LocalBannerImage: image('Images/Offices/summerlin/banner.svg', 1600, 500, 'Summerlin service area'),
    BreadcrumbNavigation: buildBreadcrumb(
      ['Home', '', 'HomePage'],
      ['Offices', 'offices', 'OfficesIndex'],
      ['Summerlin', 'offices/summerlin', 'FranchiseHomePage'],
    ),
    Navigation: {
      Page: [
        { Name: 'reviews', URL: 'offices/summerlin/reviews', Link: 'Reviews' },
        { Name: 'our-work', URL: 'offices/summerlin/our-work', Link: 'Our Work' },
      ],
    },
    TabContent: buildTabContent({
      TextBeforePhoneNumber: field('Prefer to talk it through? Call {FranchiseName} at'),
      TextBelowPhoneNumber: field('Real people, right here in {City}'),
      ScheduleCopy: field('<p>Book with {FranchiseName}.</p>'),
    }),
    Trays: [{ TrayName: 'BodyCopyTray', Heading: field('Who We Are'), Copy: field('<p>Serving {City} since 2012.</p>') }],
    FranchiseCorporateControl: {
      LicenseNumbers: field('Contractors License: 0079431'),
      FranchiseOwnersControl: {
        WhyChooseUs: { IntroHeading: field('Why {City} Homeowners Call Us'), WhyChooseUsIntroCopy: field('<p>Neighbors first.</p>') },
        Offers: [
          {
            OfferName: field('$75 Off in {City}'),
            OfferDescription: field('Take $75 off.'),
            OfferTermsandConditions: field('One per household.'),
          },
          {
            OfferName: field('Exterior Check: $149'),
            OfferDescription: field('Gutters and seals.'),
            OfferTermsandConditions: field('Up to 2,500 sq ft.'),
          },
        ],
        Reviews: [
          review('4', 'Aaron K.', 'Great work on our drywall. Took one extra day.'),
          review('5', 'Carla V.', 'Luis replaced two doors. You cannot tell.'),
          review('5', 'Jim P.', 'Dana was quick. Best handyman experience we have had in 20 years of owning homes.'),
          review('5', 'Melissa R.', 'I would recommend them to anyone.'),
        ],
        OurWork: {
          Heading: field('Our Work'),
          Sectionheading: field('Recent projects around {City}'),
          GalleryImage: [1, 2, 3, 4, 5].map(galleryImage),
        },
      },
    },
  });
}

/** The office with one service city, Spring Valley, asking for the estimate tabs or not. */
export function withSpringValley(tabs: 'Yes' | 'No' = 'No'): FranchiseHomePage {
  const home = summerlin();
  home.ServiceCitySEO = [
    {
      City: field('Spring Valley'),
      CityURL: 'offices/summerlin/city/spring-valley',
      Template: { ID: 'franchise-city' },
      ScheduleandEstimateTabTray: field(tabs),
    },
  ];
  return home;
}
