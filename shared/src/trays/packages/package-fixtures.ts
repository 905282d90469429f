// Test helpers: packages index content for package card and list tests.
import type { PackagesIndex, PackageSummary } from '@handyman/shared';

export function packageSummary(id: string, name = id): PackageSummary {
  return {
    Name: name,
    URL: `packages/${id}`,
    PackageImage: { Value: `Images/Packages/${id}.svg`, AlternateText: name, Width: '600', Height: '400' },
    PackageIntroCopy: { Value: `All about ${name}.` },
    PackageWhatYouGet: { Value: `<ul><li>${name} work</li></ul>` },
  };
}

export function packagesIndex(categories: Record<string, PackageSummary[]>, featured: PackageSummary[] = []): PackagesIndex {
  return {
    Name: 'Packages', Title: 'Handyman Packages', URL: 'packages', SURL: 'packages',
    IntroHeading: { Value: 'Packages Built Around Real To-Do Lists' },
    IntroCopy: { Value: '<p>Clear scopes.</p>' },
    FeaturedPackageHeading: { Value: 'Most Popular' },
    FeaturedPackages: featured,
    TaxonomyNavigation: { Packages: Object.entries(categories).map(([Name, Page]) => ({ Name, Pages: { Page } })) },
  };
}
