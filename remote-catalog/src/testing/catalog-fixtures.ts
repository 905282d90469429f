// Package and service pages for the catalog's page tests.
import type { PackageDetail, ServiceDetail } from '@handyman/contracts';
import { buildZipForm, field, packageSummary } from '@handyman/testing';

export function packageDetail(overrides: Partial<PackageDetail> = {}): { PackageDetail: PackageDetail } {
  const summary = packageSummary('curb-appeal', 'Curb Appeal');
  return {
    PackageDetail: {
      Name: 'Curb Appeal',
      Title: 'Curb Appeal Package',
      Description: 'A better first impression.',
      URL: 'packages/curb-appeal',
      SURL: 'packages/curb-appeal',
      BreadcrumbNavigation: {
        Page: [
          { Name: 'Home', URL: '', Link: 'Home' },
          { Name: 'Packages', URL: 'packages' },
          { Name: 'Curb Appeal', URL: 'packages/curb-appeal' },
        ],
      },
      Banner: {
        Heading: field('Curb Appeal'),
        Subheading: field('A better first impression.'),
        BackgroundImage: field('Images/Packages/curb-appeal-banner.svg'),
      },
      PackageDetail: summary,
      PackageDescription: field('<p>The front of your house sets the tone.</p>'),
      PackageTimeEstimateLabel: field('Time Estimate'),
      PackageTimeEstimate: field('One to two days'),
      IconAndHighlight: [
        { HighlightText: field('Better first impressions'), FontAwesomeClass: field('fa-solid fa-star') },
        { HighlightText: field('Done in a day or two'), FontAwesomeClass: field('fa-solid fa-calendar') },
      ],
      WhatYouGetLabel: field('What You Get'),
      WhatYouGet: field('<ul><li>Front door painted</li></ul>'),
      WhatYouGetImage: { Value: 'Images/Packages/curb-appeal.svg', AlternateText: 'Curb Appeal package' },
      AdditionalOptions: field('<p>Add new shutters.</p>'),
      ImageGallery: [
        {
          Image: { Value: 'Images/Packages/deck.svg', AlternateText: 'Deck' },
          Caption: field('Deck Restoration'),
          Page: { Name: 'deck', URL: 'packages/deck-restoration' },
        },
      ],
      TermsAndConditions: field('<p>Fixtures billed at cost.</p>'),
      ContactLocalOfficeCopy: field('<p>Availability varies by office.</p>'),
      Categories: ['Exterior'],
      ...overrides,
    },
  };
}

export function serviceDetail(url: string, overrides: Partial<ServiceDetail> = {}): { ServiceDetail: ServiceDetail } {
  const name = overrides.ServiceName ?? 'Carpentry';
  return {
    ServiceDetail: {
      Name: name,
      Title: `${name} Services`,
      Description: `${name} by our craftsmen.`,
      URL: url,
      SURL: url,
      ServiceName: name,
      BreadcrumbNavigation: {
        Page: [
          { Name: 'Home', URL: '', Link: 'Home' },
          { Name: 'Services', URL: 'services' },
          { Name: name, URL: url },
        ],
      },
      Banner: {
        Heading: field(name),
        Subheading: field('Brightwood Handyman Services'),
        BackgroundImage: field('Images/Services/banner.svg'),
      },
      IntroCopy: field(`<p>${name} done right.</p>`),
      CopyImageFrame: { Value: 'Images/Services/carpentry.svg', AlternateText: `${name} project`, Width: '250', Height: '150' },
      Accordion: [
        { Heading: field('Trim & Molding'), Copy: field('<p>Crown, base and casing.</p>') },
        { Heading: field('Built-Ins & Shelving'), Copy: field('<p>Bookcases and benches.</p>') },
      ],
      LinkSet: [
        { Title: 'Related Services', Page: [{ Name: 'painting', URL: 'services/painting', Link: 'Painting' }] },
        { Title: 'Popular Packages', Page: [{ Name: 'curb-appeal', URL: 'packages/curb-appeal', Link: 'Curb Appeal' }] },
      ],
      RelatedServicesCopy: field('<p>Most visits cover more than one job.</p>'),
      FindAnOffice: buildZipForm(),
      ...overrides,
    },
  };
}
