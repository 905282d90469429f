// The packages index and a page per package.
import type { PackageSummary } from '@handyman/contracts';
import { crumbs, f, img, link, type SeedPage, pageBase } from '../lib/seed-helpers';
import { PACKAGE_CATEGORIES, PACKAGES, type Package } from '../content/packages';
import { bannerPath, packageBannerPath, packagePath } from '../content/media-paths';
import { CHANGED, ZIP_FORM } from './catalog';

const summary = (p: Package): PackageSummary => ({
  Name: p.name,
  URL: `packages/${p.id}`,
  PackageImage: img(packagePath(p.id), `${p.name} package`),
  PackageIntroCopy: f(p.intro),
  PackageWhatYouGet: f(
    `<ul>${p.get
      .slice(0, 3)
      .map((x) => `<li>${x}</li>`)
      .join('')}</ul>`,
  ),
});

function packagesIndex(): SeedPage {
  return [
    'packages',
    {
      PackagesIndex: {
        ...pageBase(
          'packages',
          'Packages',
          'Handyman Packages',
          'Fixed-scope handyman packages for the jobs homeowners ask for most: half-day visits, move-in prep, bathroom refreshes, deck restoration and more.',
          CHANGED,
        ),
        BreadcrumbNavigation: crumbs(['Packages', 'packages', 'PackagesIndex']),
        IntroHeading: f('Packages Built Around Real To-Do Lists'),
        IntroCopy: f(
          '<p>Our packages bundle the jobs homeowners ask for most into a clear scope and a time estimate, so you know what you are getting before we arrive. Availability and pricing vary by office.</p>',
        ),
        FeaturedPackageHeading: f('Most Popular'),
        FeaturedPackages: [summary(PACKAGES[0]!)],
        TaxonomyNavigation: {
          Packages: PACKAGE_CATEGORIES.map((Name) => ({
            Name,
            Pages: { Page: PACKAGES.filter((p) => p.categories.includes(Name)).map(summary) },
          })),
        },
        FindAnOffice: ZIP_FORM,
        Trays: [
          {
            TrayName: 'HeroWithOverlay',
            BackgroundImage: img(bannerPath('packages'), 'A brick home behind a white picket fence'),
            Heading: f('One visit. A clear scope. No guesswork.'),
            Subheading: f('Packages for the jobs homeowners ask for most'),
            TextBoxBackgroundColor: f('Light'),
            TextBoxAlignment: f('Left'),
          },
        ],
      },
    },
  ];
}

/** Up to three other packages of the same category, for a package page's gallery. */
const related = (p: Package) =>
  PACKAGES.filter((x) => x !== p && x.categories.some((c) => p.categories.includes(c)))
    .slice(0, 3)
    .map((x) => ({
      Image: img(packagePath(x.id), x.name),
      Caption: f(x.name),
      Page: link(`packages/${x.id}`, x.id, x.name, 'PackageDetail'),
    }));

function packageDetail(p: Package): SeedPage {
  return [
    `packages/${p.id}`,
    {
      PackageDetail: {
        ...pageBase(`packages/${p.id}`, p.name, `${p.name} Package`, p.intro, CHANGED),
        BreadcrumbNavigation: crumbs(['Packages', 'packages', 'PackagesIndex'], [p.name, `packages/${p.id}`, 'PackageDetail']),
        Banner: { Heading: f(p.name), Subheading: f(p.intro), BackgroundImage: img(packageBannerPath(p.id), `${p.name} illustration`) },
        PackageDetail: summary(p),
        PackageDescription: f(p.description),
        PackageTimeEstimateLabel: f('Time Estimate'),
        PackageTimeEstimate: f(p.time),
        IconAndHighlight: p.highlights.map(([text, cls]) => ({ HighlightText: f(text), FontAwesomeClass: f(`fa-solid ${cls}`) })),
        WhatYouGetLabel: f('What You Get'),
        WhatYouGet: f(`<ul>${p.get.map((x) => `<li>${x}</li>`).join('')}</ul>`),
        WhatYouGetImage: img(packagePath(p.id), `${p.name} package`),
        AdditionalOptions: f(p.options),
        ImageGallery: related(p),
        TermsAndConditions: f(p.terms),
        ContactLocalOfficeCopy: f(
          '<p>Package availability and pricing vary by office. Enter your zip code to find your local Brightwood office, or call 866-FIX-MY-HOME.</p>',
        ),
        Categories: p.categories,
      },
    },
  ];
}

/** The packages index and a page per package. */
export function packagePages(): SeedPage[] {
  return [packagesIndex(), ...PACKAGES.map(packageDetail)];
}
