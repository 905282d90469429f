// Services and packages: the two index pages and their detail pages.
import type { AccordionItem, Field, PackageSummary, ServiceDetail, ServicesTab, ZipFormContent } from '@handyman/contracts';
import { crumbs, f, img, link, slugify, type SeedPage } from '../lib/seed-helpers';
import type { SceneKind } from '../lib/scenes';
import { POPULAR, SERVICE_TABS, SERVICES, type AccordionSource, type Service, type SubService } from '../content/services';
import { PACKAGE_CATEGORIES, PACKAGES, type Package } from '../content/packages';
import { bannerPath, packageBannerPath, packagePath, serviceBannerPath, servicePath } from '../content/media-paths';

const CHANGED = '2026-09-15T14:00:00Z';

export const ZIP_FORM: ZipFormContent = {
  Heading: f('Find a Brightwood Handyman Near You'),
  PlaceholderText: f('Enter your zip code'),
  TextBelowInput: f('Enter the zip code where the work will be done.'),
  HandymanMatters: f('Local craftsmen. Written estimates. Work that is guaranteed.'),
};

const serviceById = (id: string): SubService => {
  const [main, sub] = id.split('/');
  const s = SERVICES.find((x) => x.id === main);
  if (!s) throw new Error(`unknown service ${id}`);
  if (!sub) return s;
  const child = s.subs.find((x) => x.id === sub);
  if (!child) throw new Error(`unknown service ${id}`);
  return child;
};

/** Up to two packages that share the service's scene, plus the all-purpose Honey-Do Half Day. */
const popularPackages = (s: { scene: SceneKind }): Package[] => [
  ...new Set([...PACKAGES.filter((p) => p.scene === s.scene).slice(0, 2), PACKAGES[0]!]),
];

const accordion = (items: AccordionSource[]): AccordionItem[] =>
  items.map(([heading, copy]) => ({ Heading: f(heading), Copy: f(`<p>${copy}</p>`) }));

/** Each text as a field, in the order written. */
const fields = <K extends string>(texts: Record<K, string>): Record<K, Field> =>
  Object.fromEntries(Object.entries<string>(texts).map(([key, value]) => [key, f(value)])) as Record<K, Field>;

function serviceDetail(s: Service): SeedPage;
function serviceDetail(s: SubService, parent: Service): SeedPage;
function serviceDetail(s: SubService & Partial<Service>, parent?: Service): SeedPage {
  const id = parent ? `${parent.id}/${s.id}` : s.id;
  const url = `services/${id}`;
  const name = parent ? `${s.name}` : s.name;
  const related = (parent ?? s).related!.map((r) => link(`services/${r}`, r, serviceById(r).name, 'ServiceDetail'));
  const page: ServiceDetail = {
    Name: name,
    Title: parent ? `${s.name} | ${parent.name}` : `${s.name} Services`,
    Description: parent ? `${s.name} repair and installation from Brightwood Handyman.` : s.abstract,
    URL: url,
    SURL: url,
    Changed: CHANGED,
    BreadcrumbNavigation: parent
      ? crumbs(
          ['Services', 'services', 'ServicesIndex'],
          [parent.name, `services/${parent.id}`, 'ServiceDetail'],
          [s.name, url, 'ServiceDetail'],
        )
      : crumbs(['Services', 'services', 'ServicesIndex'], [s.name, url, 'ServiceDetail']),
    ServiceName: name,
    Abstract: parent ? `${s.name}: part of our ${parent.name.toLowerCase()} services.` : s.abstract,
    Banner: {
      Heading: f(name),
      Subheading: f(parent ? parent.name : 'Brightwood Handyman Services'),
      BackgroundImage: img(serviceBannerPath(id), `${name} illustration`),
    },
    IntroCopy: f(s.intro),
    CopyImageFrame: img(servicePath(id), `${name} project`),
    Accordion: accordion(s.accordion),
    LinkSet: [
      { Title: 'Related Services', Page: related },
      { Title: 'Popular Packages', Page: popularPackages(parent ?? s).map((p) => link(`packages/${p.id}`, p.id, p.name, 'PackageDetail')) },
    ],
    RelatedServicesCopy: f(
      '<p>Most visits cover more than one job. Ask your craftsman to look at anything else on your list while they are there.</p>',
    ),
    FindAnOffice: ZIP_FORM,
  };
  if (!parent && s.subs?.length) {
    page.SubServiceDetailsPageURL = `services/${s.id}/${s.subs[0]!.id}`;
    page.Trays = [
      {
        TrayName: 'ImageGallery',
        Heading: f(`More about ${s.name.toLowerCase()}`),
        ImagesPerRow: f('3'),
        ShowCaptions: f('Yes'),
        FullWidth: f('No'),
        Image: s.subs.map((sub) => ({
          Image: img(servicePath(`${s.id}/${sub.id}`), sub.name),
          Caption: f(sub.name),
          Page: link(`services/${s.id}/${sub.id}`, sub.id, sub.name, 'ServiceDetail'),
        })),
      },
    ];
  }
  if (!parent && s.estimateTabs) {
    page.ScheduleandEstimateTabTray = f('Yes');
    if (s.estimateTabs !== true) page.TabContent = fields(s.estimateTabs);
  }
  return [url, { ServiceDetail: page }];
}

function tabs(): ServicesTab[] {
  return SERVICE_TABS.map((tab) => ({
    Name: tab.Name,
    ID: tab.ID,
    Group: tab.groups.map(([name, links]) => {
      if (links.length > 9) throw new Error(`service group ${name} has more than 9 links`);
      return {
        Name: name,
        Page: links.map(([id, heading, text]) => {
          const s = serviceById(id);
          if (heading && !s.accordion.some(([h]) => h === heading)) throw new Error(`no accordion item "${heading}" on services/${id}`);
          return link(`services/${id}${heading ? `#${slugify(heading)}` : ''}`, slugify(text), text, 'ServiceDetail');
        }),
      };
    }),
  }));
}

export function servicePages(): SeedPage[] {
  const index: SeedPage = [
    'services',
    {
      ServicesIndex: {
        Name: 'Services',
        Title: 'Handyman Services',
        Description:
          'Home repair, carpentry, painting, doors and windows, flooring, decks and remodeling from Brightwood Handyman craftsmen near you.',
        URL: 'services',
        SURL: 'services',
        Changed: CHANGED,
        BreadcrumbNavigation: crumbs(['Services', 'services', 'ServicesIndex']),
        BannerHeading: f('Handyman Services for Every Room'),
        BackgroundImage: img(bannerPath('services'), 'A bright, updated kitchen'),
        IntroCopy: f(
          '<p>From a sticking door to a full bathroom refresh, our craftsmen handle the repairs and upgrades that keep your home comfortable, safe and looking its best. Search by room, by area of your home or by the type of work you need.</p>',
        ),
        MostPopularServices: POPULAR.map(([id, caption]) => ({
          Image: img(servicePath(id), `${caption} services`),
          Caption: f(caption),
          Page: link(`services/${id}`, id, caption, 'ServiceDetail'),
        })),
        ServicesTray: { Navigation: { Page: tabs() } },
        AddTabs: f('true'),
        Footnotes: f(
          '<p><small>Services vary by location. Work requiring a licensed electrician, plumber or HVAC contractor is referred to licensed partners where state law requires it.</small></p>',
        ),
        LocalPage: [link('offices', 'offices', 'Find your local office', 'OfficesIndex')],
        FindAnOffice: ZIP_FORM,
      },
    },
  ];
  const details = SERVICES.flatMap((s) => [serviceDetail(s), ...s.subs.map((sub) => serviceDetail(sub, s))]);
  return [index, ...details];
}

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

export function packagePages(): SeedPage[] {
  const index: SeedPage = [
    'packages',
    {
      PackagesIndex: {
        Name: 'Packages',
        Title: 'Handyman Packages',
        Description:
          'Fixed-scope handyman packages for the jobs homeowners ask for most: half-day visits, move-in prep, bathroom refreshes, deck restoration and more.',
        URL: 'packages',
        SURL: 'packages',
        Changed: CHANGED,
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
  const details = PACKAGES.map((p): SeedPage => [
    `packages/${p.id}`,
    {
      PackageDetail: {
        Name: p.name,
        Title: `${p.name} Package`,
        Description: p.intro,
        URL: `packages/${p.id}`,
        SURL: `packages/${p.id}`,
        Changed: CHANGED,
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
        ImageGallery: PACKAGES.filter((x) => x !== p && x.categories.some((c) => p.categories.includes(c)))
          .slice(0, 3)
          .map((x) => ({
            Image: img(packagePath(x.id), x.name),
            Caption: f(x.name),
            Page: link(`packages/${x.id}`, x.id, x.name, 'PackageDetail'),
          })),
        TermsAndConditions: f(p.terms),
        ContactLocalOfficeCopy: f(
          '<p>Package availability and pricing vary by office. Enter your zip code to find your local Brightwood office, or call 866-FIX-MY-HOME.</p>',
        ),
        Categories: p.categories,
      },
    },
  ]);
  return [index, ...details];
}
