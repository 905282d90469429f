// Packages index content for package card, list and catalog page tests.
import type { PackagesIndex, PackageSummary } from '@handyman/contracts';
import { field, image } from './cms-fixtures';

export function packageSummary(id: string, name = id): PackageSummary {
  return {
    Name: name,
    URL: `packages/${id}`,
    PackageImage: image(`Images/Packages/${id}.svg`, 600, 400, name),
    PackageIntroCopy: field(`All about ${name}.`),
    PackageWhatYouGet: field(`<ul><li>${name} work</li></ul>`),
  };
}

export function packagesIndex(categories: Record<string, PackageSummary[]>, featured: PackageSummary[] = []): PackagesIndex {
  return {
    Name: 'Packages',
    Title: 'Handyman Packages',
    URL: 'packages',
    SURL: 'packages',
    IntroHeading: field('Packages Built Around Real To-Do Lists'),
    IntroCopy: field('<p>Clear scopes.</p>'),
    FeaturedPackageHeading: field('Most Popular'),
    FeaturedPackages: featured,
    TaxonomyNavigation: { Packages: Object.entries(categories).map(([Name, Page]) => ({ Name, Pages: { Page } })) },
  };
}
