// Franchise pages: home page, city pages and contact-success for every office; our-team, our-work,
// reviews, offers, why-choose-us, news, campaign and a local blog for offices with sub-pages.
import type {
  Banner,
  FranchiseDetailPage,
  FranchiseHomePage,
  ImageField,
  NavItem,
  PageLink,
  ReviewsResponse,
  RoomLayout,
  ScheduleandEstimateTray,
  TabContent,
  Tray,
} from '@handyman/contracts';
import { f, img, iso, link, slugify, type Crumb, type SeedPage } from '../lib/seed-helpers';
import { bannerPath, iconPath, officeBase, workPath } from '../content/media-plan';
import type { PostSource } from '../content/blog-authors';
import { FRANCHISE_POSTS } from '../content/franchise-blog';
import { OFFICES, type Office, type ServiceCity } from '../content/offices';
import { corporateControl, officeLabel, officePath, officeTeam, placeId } from './franchise-control';
import { blogPostFields } from './blog';

const CHANGED = '2026-10-01T15:00:00Z';
const where = (o: Office): string => o.locatedIn ?? o.city;

function officeCrumbs(o: Office, ...rest: Crumb[]): { Page: PageLink[] } {
  return {
    Page: [
      link('', 'Home', 'Home', 'HomePage'),
      link('offices', 'Offices', 'Find A Handyman', 'OfficesIndex'),
      link(officePath(o), officeLabel(o), officeLabel(o), 'FranchiseHomePage'),
      ...rest.map(([name, url, schema = 'FranchiseDetailPage']) => link(url, name, undefined, schema)),
    ],
  };
}

const banner = (o: Office, heading: string, sub: string): Banner => ({
  Heading: f(heading),
  Subheading: f(sub),
  BackgroundImage: img(`${officeBase(o.slug)}/banner.svg`, `${o.name} service area`),
});

function tabContent(o: Office): TabContent {
  return {
    EstimateTabText: f('Get an Estimate'),
    ScheduleTabText: f('Book Online'),
    TextBeforePhoneNumber: f('Prefer to talk it through? Call {FranchiseName} at'),
    TextBelowPhoneNumber: f(
      o.hours.is247 ? 'Storm-response line open 24/7 · Free phone estimates' : 'Free phone estimates · Real people, right here in {City}',
    ),
    EstimateImage: img(`${officeBase(o.slug)}/who-we-are.svg`, `${o.name} crew`),
    ScheduleCopy: f(
      '<p>Pick a time that works for you and a craftsman from {FranchiseName} will confirm your appointment within one business day.</p>',
    ),
  };
}

function navigation(o: Office): { Page: NavItem[] } {
  const home = officePath(o);
  const sub = (page: string, anchor: string): string => (o.subPages ? `${home}/${page}` : `${home}#${anchor}`);
  const schema = o.subPages ? 'FranchiseDetailPage' : 'FranchiseHomePage';
  const pages = [
    link(sub('why-choose-us', 'why-choose-us'), 'why-choose-us', 'Why Choose Us', schema),
    link(sub('offers', 'offers'), 'offers', 'Offers', schema),
    link(sub('reviews', 'reviews'), 'reviews', 'Reviews', schema),
    link(sub('our-work', 'our-work'), 'our-work', 'Our Work', schema),
    link(`${home}#local-services`, 'local-services', 'Services', 'FranchiseHomePage'),
  ];
  if (o.subPages)
    pages.push(
      link(`${home}/our-team`, 'our-team', 'Our Team', schema),
      link(`${home}/news-and-events`, 'news-and-events', 'News & Events', schema),
      link(`${home}/seasonal-services`, 'seasonal-services', 'Seasonal Services', schema),
    );
  if (o.subPages && FRANCHISE_POSTS[o.slug]?.length) pages.push(link(`${home}/blog`, 'blog', 'Blog', 'FranchiseBlogIndex'));
  return { Page: pages };
}

/** The longest description search results show in full. */
const MAX_DESCRIPTION = 160;

/** The office home's description: its name, work, as many of its cities as fit in a search result, and its phone. */
function officeDescription(o: Office): string {
  const text = (cities: string[]) => `${o.name}: home repair, carpentry, painting and remodeling in ${cities.join(', ')}. Call ${o.phone}.`;
  const names = o.cities.map((c) => c.name);
  let count = names.length;
  while (count > 1 && text(names.slice(0, count)).length > MAX_DESCRIPTION) count -= 1;
  return text(names.slice(0, count));
}

function homePage(o: Office): { FranchiseHomePage: FranchiseHomePage } {
  return {
    FranchiseHomePage: {
      Name: o.name,
      Title: `Handyman Services in ${where(o)}, ${o.abbr}`,
      Description: officeDescription(o),
      URL: officePath(o),
      SURL: officePath(o),
      Changed: CHANGED,
      BreadcrumbNavigation: officeCrumbs(o),
      NewLayout: f(['summerlin', 'plano', 'tampa', 'north-raleigh'].includes(o.slug) ? 'true' : 'false'),
      LocalBannerImage: img(`${officeBase(o.slug)}/banner.svg`, `${o.name} service area`),
      H1TagForFranchiseHomePage: f('Handyman Services in {City}, {StateAbbreviation}'),
      ServiceCitySEO: o.cities.map((c, i) => ({
        City: f(c.name),
        CityURL: `${officePath(o)}/city/${c.slug}`,
        Template: { ID: 'franchise-city' },
        ScheduleandEstimateTabTray: f(i === 0 ? 'Yes' : 'No'),
      })),
      Navigation: navigation(o),
      TabContent: tabContent(o),
      Trays: [
        {
          TrayName: 'ImageAndCopyTray',
          Heading: f('Who We Are'),
          Copy: f(`<p>${o.intro}</p><p><strong>Locally owned and independently operated</strong> by ${o.owners} since ${o.opened}.</p>`),
          Image: img(`${officeBase(o.slug)}/who-we-are.svg`, `${o.name} crew`),
          ImageAlignment: f('Right'),
          Background: f('White'),
          Grid: f('50-50'),
        },
      ],
      FranchiseCorporateControl: corporateControl(o),
    },
  };
}

/** What differs between an office's detail pages. */
interface DetailContent {
  name: string;
  title: string;
  description: string;
  heading: string;
  sub: string;
  copy: string;
  trays?: Tray[];
  /** Breadcrumbs after the office; [name, url] of the page itself when absent. */
  crumbs?: Crumb[];
  /** The office banner when absent. */
  bannerImage?: ImageField;
}

type DetailEntry = [key: string, result: { FranchiseDetailPage: FranchiseDetailPage }];

function detail(
  o: Office,
  slug: string,
  { name, title, description, heading, sub, copy, trays, crumbs, bannerImage }: DetailContent,
): DetailEntry {
  const url = `${officePath(o)}/${slug}`;
  const page: FranchiseDetailPage = {
    Name: name,
    Title: title,
    Description: description,
    URL: url,
    SURL: url,
    Changed: CHANGED,
    BreadcrumbNavigation: officeCrumbs(o, ...(crumbs ?? [[name, url]])),
    Banner: bannerImage ? { Heading: f(heading), Subheading: f(sub), BackgroundImage: bannerImage } : banner(o, heading, sub),
    BannerHeading: f(heading),
    Copy: f(copy),
    FranchiseHomePath: officePath(o),
  };
  if (trays) page.Trays = trays;
  return [url, { FranchiseDetailPage: page }];
}

function cityPage(o: Office, c: ServiceCity, first: boolean): DetailEntry {
  const url = `${officePath(o)}/city/${c.slug}`;
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: `${o.name} - ${c.name}`,
    telephone: `+1-${o.phone}`,
    areaServed: { '@type': 'City', name: c.name, containedInPlace: { '@type': 'State', name: o.state } },
  };
  const [, page] = detail(o, `city/${c.slug}`, {
    name: c.name,
    title: `Handyman in ${c.name}, ${o.abbr}`,
    description: `Handyman services in ${c.name}, ${o.abbr} from ${o.name}: repairs, carpentry, painting and more. Call ${o.phone}.`,
    heading: `Handyman Services in ${c.name}`,
    sub: 'Local craftsmen, written estimates and a workmanship warranty',
    copy: `<p>${c.note}</p><p>{FranchiseName} has served ${c.name} since ${o.opened}. Our craftsmen are background-checked, uniformed and trained to protect your home while they work. Call us at {Phone} or request a free estimate below.</p>`,
    crumbs: [
      ['city', `${officePath(o)}/city`, 'Folder'],
      [c.name, url],
    ],
    trays: [
      {
        TrayName: 'IconWithLabelList',
        Heading: f(`Popular projects in ${c.name}`),
        IconsPerRow: f('4'),
        Placement: f('Top'),
        Item: (
          [
            ['tools', 'Repairs & Punch Lists'],
            ['paint', 'Interior & Exterior Painting'],
            ['home', 'Doors, Windows & Trim'],
            ['calendar', 'Seasonal Maintenance'],
          ] as const
        ).map(([icon, label]) => ({ Icon: img(iconPath(icon), label), Label: f(label) })),
      },
      {
        TrayName: 'BodyCopyTray',
        Heading: f(`Why ${c.name} homeowners call us`),
        HeadingAlignment: f('Left'),
        Copy: f(
          `<ul><li>Written, itemised estimates before any work starts.</li><li>Arrival windows you can plan around, with a text when your craftsman is on the way.</li><li>A workmanship warranty on every job, big or small.</li></ul>`,
        ),
        AddOutline: f('Yes'),
        Page: link(`${officePath(o)}#GetEstimateLink`, 'GetEstimateLink', 'Get a Free Estimate', 'FranchiseHomePage'),
      },
      {
        TrayName: 'FranchisePackages',
        Heading: f(`Packages for ${c.name} homes`),
        Copy: f('<p>Fixed-scope packages from {FranchiseName}, each with a clear list of what is included and a time estimate.</p>'),
      },
      { TrayName: 'ServicesTray', Heading: f(`Services in ${c.name}`) },
      { TrayName: 'ReviewCarousel', Heading: f(`What ${c.name} neighbors say`) },
      ...(first
        ? []
        : [
            {
              TrayName: 'ScheduleandEstimateTray',
              Heading: f(`Request a free estimate in ${c.name}`),
              Copy: f('<p>Tell us about your project and {FranchiseName} will call you within one business day, usually much sooner.</p>'),
            } satisfies ScheduleandEstimateTray,
          ]),
      { TrayName: 'CityListing', Heading: f('More cities we serve') },
    ],
  });
  page.FranchiseDetailPage.SEOCitySchemaScript = f(JSON.stringify(schema));
  return [url, page];
}

function contactSuccess(o: Office): DetailEntry {
  return detail(o, 'contact-success', {
    name: 'Contact Us',
    title: 'Thank You',
    description: `Thank you for contacting ${o.name}.`,
    heading: 'Thank You!',
    sub: 'Your estimate request is on its way',
    bannerImage: img(bannerPath('contact-success'), 'A home with a green check mark'),
    copy: '<p>Thank you for your estimate request. A member of the {FranchiseName} team will call you within one business day, usually much sooner, to talk through your project and set up a time that works for you.</p><p>Need us sooner? Call {Phone}.</p>',
    crumbs: [['Contact Us', `${officePath(o)}/contact-success`]],
    trays: [
      {
        TrayName: 'BodyCopyTray',
        Heading: f('What happens next'),
        HeadingAlignment: f('Center'),
        Copy: f(
          '<ol><li>We call to learn about your project and answer questions.</li><li>We give you a free estimate by phone, or schedule a visit for larger jobs.</li><li>Your craftsman arrives in the window we agreed, ready to work.</li></ol>',
        ),
        AddOutline: f('Yes'),
      },
    ],
  });
}

const layout = (name: string, image: string, alt: string, copy: string): RoomLayout => ({
  Name: f(name),
  Image: img(image, alt),
  Copy: f(`<p>${copy}</p>`),
});

/** /offices/<office>/services/kitchen-and-bath: remodeling with the office's layouts and local services. */
function remodeling(o: Office): DetailEntry {
  const [, page] = detail(o, 'services/kitchen-and-bath', {
    name: 'Kitchen & Bath Remodeling',
    title: `Kitchen & Bath Remodeling in ${where(o)}`,
    description: `Kitchen and bathroom updates from ${o.name}: the layouts we build and what each costs in time.`,
    heading: 'Kitchen & Bath Remodeling',
    sub: `Updates that fit ${where(o)} homes`,
    bannerImage: img('Images/Services/kitchen-banner.svg', 'A bright remodeled kitchen'),
    copy: `<p>Most of the kitchens and bathrooms we update around ${where(o)} keep their footprint: new surfaces, fixtures, lighting and storage in the layout you already have. Here is how we work with each.</p>`,
    crumbs: [
      ['services', `${officePath(o)}/services`, 'Folder'],
      ['Kitchen & Bath Remodeling', `${officePath(o)}/services/kitchen-and-bath`],
    ],
    trays: [
      {
        TrayName: 'RemodelBanner',
        BackgroundImage: img('Images/Services/bathroom-remodeling-banner.svg', 'A remodeled bathroom with a walk-in shower'),
        Heading: f('Refresh, not rebuild'),
        Copy: f(
          '<p>New faucets, lighting, hardware and surfaces make a room feel new in days, not months. {FranchiseName} gives you a written, itemised estimate first.</p>',
        ),
        Page: link(`${officePath(o)}#GetEstimateLink`, 'GetEstimateLink', 'Get a Free Estimate', 'FranchiseHomePage'),
      },
      {
        TrayName: 'KitchenLayouts',
        Heading: f('Kitchen layouts we update'),
        Layout: [
          layout(
            'Galley',
            'Images/Services/kitchen.svg',
            'A galley kitchen with two parallel counters',
            'Two parallel runs make the most of a narrow room. We add under-cabinet lighting and pull-out storage so nothing hides in the corners.',
          ),
          layout(
            'L-shape',
            'Images/Services/kitchen.svg',
            'An L-shaped kitchen',
            'Counters on two walls leave room for a table. A new corner carousel and a longer backsplash are our most asked-for updates.',
          ),
          layout(
            'U-shape',
            'Images/Services/kitchen.svg',
            'A U-shaped kitchen',
            'Three walls of counter and the most storage of any layout. Refacing the cabinets keeps the footprint and changes the whole look.',
          ),
        ],
      },
      {
        TrayName: 'BathroomLayouts',
        Heading: f('Bathroom layouts we update'),
        Layout: [
          layout(
            'Tub and shower',
            'Images/Services/bathroom-remodeling.svg',
            'A bathroom with a tub and shower',
            'The family standard. A new surround, grab bars and a thermostatic valve make it easier and safer every day.',
          ),
          layout(
            'Walk-in shower',
            'Images/Services/bathroom-remodeling-tub-to-shower-conversions.svg',
            'A walk-in shower converted from a tub',
            'A tub-to-shower conversion with a low threshold, a bench and a handheld shower: our most popular aging-in-place project.',
          ),
          layout(
            'Powder room',
            'Images/Services/bathroom-remodeling.svg',
            'A small powder room',
            'A new vanity, mirror, light and paint. Most powder rooms are done in a day.',
          ),
        ],
      },
      {
        TrayName: 'LocalServices',
        Heading: f('More from {FranchiseName}'),
        Copy: f('<p>Everything else we do around your home, and the packages this office offers.</p>'),
      },
    ],
  });
  return [page.FranchiseDetailPage.URL, page];
}

function subPages(o: Office): SeedPage[] {
  const home = officePath(o);
  const pages: SeedPage[] = [];
  const add = (entry: SeedPage): void => {
    pages.push(entry);
  };
  add(
    detail(o, 'our-team', {
      name: 'Our Team',
      title: `Meet Our Team in ${where(o)}`,
      description: `Meet the craftsmen and staff of ${o.name}.`,
      heading: `Meet Our Team in ${where(o)}`,
      sub: `The people behind ${o.name}`,
      copy: `<p>${o.intro}</p>`,
      trays: [{ TrayName: 'MeetTheTeam', Heading: f('Our Team'), TeamMember: officeTeam(o) }],
    }),
  );
  add(
    detail(o, 'our-work', {
      name: 'Our Work',
      title: `Our Work in ${where(o)}`,
      description: `Recent projects by ${o.name}.`,
      heading: `Our Work in ${where(o)}`,
      sub: 'Recent projects from our craftsmen',
      copy: '<p>Every project here was completed by our own craftsmen. Filter by category to see the kind of work you are planning.</p>',
      trays: [
        {
          TrayName: 'ImageGallery',
          Heading: f('Project Gallery'),
          ImagesPerRow: f('3'),
          ShowCaptions: f('Yes'),
          FullWidth: f('No'),
          Image: o.gallery.map((gItem, i) => ({ Image: img(workPath(o.slug, i, gItem.scene), gItem.desc), Caption: f(gItem.desc) })),
        },
      ],
    }),
  );
  add(
    detail(o, 'reviews', {
      name: 'Reviews',
      title: `Customer Reviews in ${where(o)}`,
      description: `What homeowners say about ${o.name}.`,
      heading: `Customer Reviews in ${where(o)}`,
      sub: 'Real reviews from your neighbors',
      copy: '<p>We read every review, and we call back anyone who was not completely happy. Here is what homeowners say about working with us.</p>',
      trays: o.reviews
        .filter((r) => r.stars === 5)
        .slice(0, 3)
        .map((r) => ({ TrayName: 'Testimonial', Quote: f(r.text), Attribution: f(`${r.name}, ${o.locatedIn ?? o.city}`) })),
    }),
  );
  add(
    detail(o, 'offers', {
      name: 'Offers',
      title: `Handyman Offers in ${where(o)}`,
      description: `Current discounts and offers from ${o.name}.`,
      heading: `Save On Your Next Service in ${where(o)}`,
      sub: 'Current offers from your local office',
      copy: '<p>Mention an offer when you call or book online. Offers cannot be combined unless noted.</p>',
      trays: o.offers.map((offer) => ({
        TrayName: 'BodyCopyTray',
        Heading: f(offer.name),
        HeadingAlignment: f('Left'),
        Copy: f(`<p>${offer.description}</p><p><small>${offer.terms}</small></p>`),
        AddOutline: f('Yes'),
        Page: link(`${home}#GetEstimateLink`, 'GetEstimateLink', 'Claim This Offer', 'FranchiseHomePage'),
      })),
    }),
  );
  add(
    detail(o, 'why-choose-us', {
      name: 'Why Choose Us',
      title: `Why Choose Us in ${where(o)}`,
      description: `Why homeowners choose ${o.name}.`,
      heading: o.why.heading,
      sub: 'Locally owned and independently operated',
      copy: o.why.copy,
      trays: [
        {
          TrayName: 'WhyChooseUsTray',
          IntroHeading: f(o.why.heading),
          WhyChooseUsIntroCopy: f(`<p>${o.intro}</p>`),
          SplashImage: img(`${officeBase(o.slug)}/who-we-are.svg`, `${o.name} crew`),
          Logo: [img(iconPath('licensed'), 'Licensed and insured'), img(iconPath('warranty'), 'Workmanship warranty')],
        },
      ],
    }),
  );
  add(
    detail(o, 'news-and-events', {
      name: 'News & Events',
      title: `News & Events in ${where(o)}`,
      description: `News and community events from ${o.name}.`,
      heading: `News & Events in ${where(o)}`,
      sub: `What is new at ${o.name}`,
      copy: '<p>Community projects, team news and seasonal updates from our office.</p>',
      trays: o.news.map((n) => ({
        TrayName: 'BodyCopyTray',
        Heading: f(n.title),
        HeadingAlignment: f('Left'),
        Subheading: f(
          new Date(`${n.date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
        ),
        Copy: f(`<p>${n.copy}</p>`),
        AddOutline: f('No'),
      })),
    }),
  );
  add(
    detail(o, 'seasonal-services', {
      name: 'Seasonal Services',
      title: `Seasonal Home Maintenance in ${where(o)}`,
      description: `What ${o.name} recommends for your home, season by season.`,
      heading: `Seasonal Services in ${where(o)}`,
      sub: `Year-round care for ${where(o)} homes`,
      copy: `<p>Every season is hard on a house in its own way. Here is what our craftsmen recommend for homes around ${where(o)}, and what we are booking now.</p>`,
      trays: o.seasonal
        .map(([season, copy]): Tray => ({
          TrayName: 'BodyCopyTray',
          Heading: f(season),
          HeadingAlignment: f('Left'),
          Copy: f(`<p>${copy}</p>`),
          AddOutline: f('Yes'),
          Page: link(`${home}#GetEstimateLink`, 'GetEstimateLink', `Book ${season} Service`, 'FranchiseHomePage'),
        }))
        .concat([{ TrayName: 'ScheduleandEstimateTabTray' }]),
    }),
  );
  add(remodeling(o));
  const promo = o.offers[0]!;
  add(
    detail(o, `promotions/${slugify(promo.name)}`, {
      name: promo.name,
      title: `${promo.name} in ${where(o)}`,
      description: promo.description,
      heading: promo.name,
      sub: `An offer from ${o.name}`,
      copy: `<p>${promo.description}</p><p><small>${promo.terms}</small></p>`,
      crumbs: [
        ['promotions', `${home}/promotions`, 'Folder'],
        [promo.name, `${home}/promotions/${slugify(promo.name)}`],
      ],
      trays: [
        {
          TrayName: 'BodyCopyTray',
          Heading: f('Claim this offer'),
          HeadingAlignment: f('Left'),
          Copy: f('<p>Mention this offer when you call {Phone} or request your estimate online.</p>'),
          AddOutline: f('No'),
          Page: link(`${home}#GetEstimateLink`, 'GetEstimateLink', 'Get a Free Estimate', 'FranchiseHomePage'),
        },
      ],
    }),
  );
  const c = o.campaign;
  add(
    detail(o, `campaign/${c.slug}`, {
      name: c.heading,
      title: `${c.heading} in ${where(o)}`,
      description: c.copy,
      heading: c.heading,
      sub: `A limited-time offer from ${o.name}`,
      copy: `<p>${c.copy}</p><p>Request your free estimate below or call {Phone}.</p>`,
      crumbs: [
        ['campaign', `${home}/campaign`, 'Folder'],
        [c.heading, `${home}/campaign/${c.slug}`],
      ],
      trays: [
        {
          TrayName: 'CampaignBanner',
          Heading: f(c.heading),
          Subheading: f(o.offers[0]!.name),
          EndsOn: f(c.endsOn ?? '2027-03-31'),
          Page: link(`${home}/campaign/${c.slug}#estimate`, 'estimate', 'Claim This Offer', 'FranchiseDetailPage'),
        },
        {
          TrayName: 'IconWithLabelList',
          Heading: f('Why book now'),
          IconsPerRow: f('3'),
          Placement: f('Left'),
          Item: (
            [
              ['calendar', 'Limited appointments', 'Seasonal slots fill quickly'],
              ['price', 'Save on your project', 'Mention this page when you book'],
              ['warranty', 'Warranty included', 'Every job, big or small'],
            ] as const
          ).map(([icon, label, caption]) => ({ Icon: img(iconPath(icon), label), Label: f(label), Caption: f(caption) })),
        },
        { TrayName: 'Testimonial', Quote: f(o.reviews[0]!.text), Attribution: f(o.reviews[0]!.name) },
      ],
    }),
  );
  const posts = FRANCHISE_POSTS[o.slug] ?? [];
  const postUrl = (p: PostSource): string => `${home}/blog/${p.slug}`;
  // A local blog only for an office that writes one.
  if (posts.length > 0)
    pages.push([
      `${home}/blog`,
      {
        FranchiseBlogIndex: {
          Name: 'Blog',
          Title: `Home Tips From ${where(o)}`,
          Description: `Home tips and local news from ${o.name}.`,
          URL: `${home}/blog`,
          SURL: `${home}/blog`,
          Changed: CHANGED,
          BreadcrumbNavigation: officeCrumbs(o, ['Blog', `${home}/blog`, 'FranchiseBlogIndex']),
          Heading: f('Blog'),
          FranchiseHomePath: home,
          Navigation: {
            Page: [...posts]
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((p) => ({ ...link(postUrl(p), p.title, p.title, 'FranchiseBlogPost'), Changed: iso(p.updated ?? p.date) })),
          },
        },
      },
    ]);
  for (const p of posts) {
    const fields = blogPostFields(p, postUrl(p), img(`${officeBase(o.slug)}/blog/${p.slug}.svg`, p.title));
    fields.BreadcrumbNavigation = officeCrumbs(
      o,
      ['Blog', `${home}/blog`, 'FranchiseBlogIndex'],
      [p.title, postUrl(p), 'FranchiseBlogPost'],
    );
    pages.push([postUrl(p), { FranchiseBlogPost: { ...fields, FranchiseHomePath: home } }]);
  }
  return pages;
}

export function officePages(): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const o of OFFICES) {
    pages.push([officePath(o), homePage(o)]);
    o.cities.forEach((c, i) => pages.push(cityPage(o, c, i === 0)));
    pages.push(contactSuccess(o));
    if (o.subPages) pages.push(...subPages(o));
  }
  return pages;
}

export function reviewFiles(): [placeId: string, reviews: ReviewsResponse][] {
  return OFFICES.map((o): [string, ReviewsResponse] => {
    const start = Date.parse('2026-10-20T00:00:00Z');
    return [
      placeId(o),
      {
        placeId: placeId(o),
        franchiseReviews: o.reviews.map((r, i) => ({
          rating: r.stars,
          reviewDescription: r.text,
          reviewerName: r.name,
          store: o.name,
          date: new Date(start - (i * 23 + slugify(o.slug).length) * 86400000).toISOString().slice(0, 10),
        })),
      },
    ];
  });
}
