// An office's city pages (one per city it serves) and its contact-success page.
import type { ScheduleandEstimateTray } from '@handyman/contracts';
import { f, img, link } from '../lib/seed-helpers';
import { bannerPath, iconPath } from '../content/media-paths';
import type { Office, ServiceCity } from '../content/offices';
import { officePath } from './office-identity';
import { detail, type DetailEntry } from './office-detail';

export function cityPage(o: Office, c: ServiceCity, first: boolean): DetailEntry {
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

export function contactSuccess(o: Office): DetailEntry {
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
