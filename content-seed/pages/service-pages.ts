// The services index and a page per service and sub-service.
import type { AccordionItem, Field, ServiceDetail, ServicesTab } from '@handyman/contracts';
import { crumbs, f, img, link, slugify, type SeedPage, pageBase } from '../lib/seed-helpers';
import type { SceneKind } from '../lib/scenes';
import { POPULAR, SERVICE_TABS, SERVICES, type AccordionSource, type Service, type SubService } from '../content/services';
import { PACKAGES, type Package } from '../content/packages';
import { bannerPath, serviceBannerPath, servicePath } from '../content/media-paths';
import { CHANGED, ZIP_FORM } from './catalog';

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
    ...pageBase(
      url,
      name,
      parent ? `${s.name} | ${parent.name}` : `${s.name} Services`,
      parent ? `${s.name} repair and installation from Brightwood Handyman.` : s.abstract,
      CHANGED,
    ),
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
        // content/services.ts has checked that each link names a service and one of its headings.
        Page: links.map(([id, heading, text]) =>
          link(`services/${id}${heading ? `#${slugify(heading)}` : ''}`, slugify(text), text, 'ServiceDetail'),
        ),
      };
    }),
  }));
}

function servicesIndex(): SeedPage {
  return [
    'services',
    {
      ServicesIndex: {
        ...pageBase(
          'services',
          'Services',
          'Handyman Services',
          'Home repair, carpentry, painting, doors and windows, flooring, decks and remodeling from Brightwood Handyman craftsmen near you.',
          CHANGED,
        ),
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
}

/** The services index, and a page per service and sub-service. */
export function servicePages(): SeedPage[] {
  return [servicesIndex(), ...SERVICES.flatMap((s) => [serviceDetail(s), ...s.subs.map((sub) => serviceDetail(sub, s))])];
}
