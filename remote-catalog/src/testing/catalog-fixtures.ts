// Test helpers: package content for the catalog's page tests.
import type { PackageDetail, ServiceDetail } from '@handyman/shared';
import { packagesIndex, packageSummary } from '../../../shared/src/trays/packages/package-fixtures';

export { packagesIndex, packageSummary };

export function packageDetail(overrides: Partial<PackageDetail> = {}): { PackageDetail: PackageDetail } {
  const summary = packageSummary('curb-appeal', 'Curb Appeal');
  return {
    PackageDetail: {
      Name: 'Curb Appeal', Title: 'Curb Appeal Package', Description: 'A better first impression.', URL: 'packages/curb-appeal', SURL: 'packages/curb-appeal',
      BreadcrumbNavigation: { Page: [{ Name: 'Home', URL: '', Link: 'Home' }, { Name: 'Packages', URL: 'packages' }, { Name: 'Curb Appeal', URL: 'packages/curb-appeal' }] },
      Banner: { Heading: { Value: 'Curb Appeal' }, Subheading: { Value: 'A better first impression.' }, BackgroundImage: { Value: 'Images/Packages/curb-appeal-banner.svg' } },
      PackageDetail: summary,
      PackageDescription: { Value: '<p>The front of your house sets the tone.</p>' },
      PackageTimeEstimateLabel: { Value: 'Time Estimate' },
      PackageTimeEstimate: { Value: 'One to two days' },
      IconAndHighlight: [
        { HighlightText: { Value: 'Better first impressions' }, FontAwesomeClass: { Value: 'fa-solid fa-star' } },
        { HighlightText: { Value: 'Done in a day or two' }, FontAwesomeClass: { Value: 'fa-solid fa-calendar' } },
      ],
      WhatYouGetLabel: { Value: 'What You Get' },
      WhatYouGet: { Value: '<ul><li>Front door painted</li></ul>' },
      WhatYouGetImage: { Value: 'Images/Packages/curb-appeal.svg', AlternateText: 'Curb Appeal package' },
      AdditionalOptions: { Value: '<p>Add new shutters.</p>' },
      ImageGallery: [{ Image: { Value: 'Images/Packages/deck.svg', AlternateText: 'Deck' }, Caption: { Value: 'Deck Restoration' }, Page: { Name: 'deck', URL: 'packages/deck-restoration' } }],
      TermsAndConditions: { Value: '<p>Fixtures billed at cost.</p>' },
      ContactLocalOfficeCopy: { Value: '<p>Availability varies by office.</p>' },
      Categories: ['Exterior'],
      ...overrides,
    },
  };
}

export function serviceDetail(url: string, overrides: Partial<ServiceDetail> = {}): { ServiceDetail: ServiceDetail } {
  const name = overrides.ServiceName ?? 'Carpentry';
  return {
    ServiceDetail: {
      Name: name, Title: `${name} Services`, Description: `${name} by our craftsmen.`, URL: url, SURL: url, ServiceName: name,
      BreadcrumbNavigation: { Page: [{ Name: 'Home', URL: '', Link: 'Home' }, { Name: 'Services', URL: 'services' }, { Name: name, URL: url }] },
      Banner: { Heading: { Value: name }, Subheading: { Value: 'Brightwood Handyman Services' }, BackgroundImage: { Value: 'Images/Services/banner.svg' } },
      IntroCopy: { Value: `<p>${name} done right.</p>` },
      CopyImageFrame: { Value: 'Images/Services/carpentry.svg', AlternateText: `${name} project`, Width: '250', Height: '150' },
      Accordion: [
        { Heading: { Value: 'Trim & Molding' }, Copy: { Value: '<p>Crown, base and casing.</p>' } },
        { Heading: { Value: 'Built-Ins & Shelving' }, Copy: { Value: '<p>Bookcases and benches.</p>' } },
      ],
      LinkSet: [
        { Title: 'Related Services', Page: [{ Name: 'painting', URL: 'services/painting', Link: 'Painting' }] },
        { Title: 'Popular Packages', Page: [{ Name: 'curb-appeal', URL: 'packages/curb-appeal', Link: 'Curb Appeal' }] },
      ],
      RelatedServicesCopy: { Value: '<p>Most visits cover more than one job.</p>' },
      FindAnOffice: { Heading: { Value: 'Find a Handyman Near You' }, PlaceholderText: { Value: 'Enter your zip code' }, TextBelowInput: { Value: '' }, HandymanMatters: { Value: '' } },
      ...overrides,
    },
  };
}
