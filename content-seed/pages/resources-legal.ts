// The legal pages (privacy, SMS, terms, Helpful Home Club terms) and the site map. Their words are
// in data/resources/*.html.
import { dataText } from '../lib/data-files';
import { f, type Crumb, type SeedPage } from '../lib/seed-helpers';
import { OFFICES } from '../content/offices';
import { SERVICES } from '../content/services';
import { PACKAGES } from '../content/packages';
import { BRAND, SMS_TERMS } from './brand-facts';
import { banner, detailPage } from './corporate-parts';

const R: Crumb = ['Resources', 'resources'];

/** A legal page: its copy from data/resources/<file>.html under a banner dated like every legal page. */
function legal(url: string, name: string, description: string, copy: string, trail: Crumb[], bannerName = 'legal'): SeedPage {
  return detailPage(
    url,
    name,
    name,
    description,
    {
      Heading: f(name),
      Banner: banner(bannerName, name, `Last updated September 1, 2026`, 'A quiet desert neighborhood'),
      Copy: f(copy),
    },
    trail,
  );
}

export function legalPages(): SeedPage[] {
  const privacy: Crumb = ['Privacy Policy', 'resources/privacy-policy'];
  const club = 'resources/helpful-home-club-terms-and-conditions';
  return [
    legal(
      'resources/privacy-policy',
      'Privacy Policy',
      'How Brightwood Handyman collects, uses and protects your information.',
      dataText('resources/privacy-policy.html', { siteHost: BRAND.canonical.replace('https://', '') }),
      [R, privacy],
    ),
    legal(
      'resources/terms-and-conditions',
      'Terms and Conditions',
      'Terms and conditions for using the Brightwood Handyman website.',
      dataText('resources/terms-and-conditions.html'),
      [R, ['Terms and Conditions', 'resources/terms-and-conditions']],
    ),
    legal(
      'resources/privacy-policy/sms-policy',
      'SMS Policy',
      'How Brightwood Handyman uses text messages.',
      dataText('resources/sms-policy.html', { smsTerms: SMS_TERMS }),
      [R, privacy, ['SMS Policy', 'resources/privacy-policy/sms-policy']],
    ),
    legal(
      club,
      'Helpful Home Club Terms and Conditions',
      'Terms of the Helpful Home Club membership program.',
      dataText(`${club}.html`),
      [R, ['Helpful Home Club Terms and Conditions', club]],
      'helpful-home-club',
    ),
  ];
}

const li = (url: string, text: string): string => `<li><a href="/${url}">${text}</a></li>`;
const list = (items: [url: string, text: string][]): string => items.map(([url, text]) => li(url, text)).join('');

function officesByState(): string {
  return [...new Set(OFFICES.map((o) => o.state))]
    .sort()
    .map((state) => `<li>${state}<ul>${list(OFFICES.filter((o) => o.state === state).map((o) => [`offices/${o.slug}`, o.name]))}</ul></li>`)
    .join('');
}

function siteMap(): string {
  return `<h2>Company</h2><ul>${list([
    ['why-choose-us', 'Why Choose Us'],
    ['why-choose-us/our-story', 'Our Story'],
    ['why-choose-us/your-team', 'Your Team'],
    ['why-choose-us/community-matters', 'Community Matters'],
    ['why-choose-us/goals', 'Our Goals'],
    ['careers', 'Careers'],
  ])}</ul>
<h2>Services</h2><ul>${li('services', 'All Services')}${list(SERVICES.map((s) => [`services/${s.id}`, s.name]))}</ul>
<h2>Packages</h2><ul>${li('packages', 'All Packages')}${list(PACKAGES.map((p) => [`packages/${p.id}`, p.name]))}</ul>
<h2>Offices</h2><ul>${li('offices', 'Find A Handyman')}${officesByState()}</ul>
<h2>Resources</h2><ul>${list([
    ['resources/faqs', 'FAQs'],
    ['resources/sell-your-home-checklist', 'Sell Your Home Checklist'],
    ['resources/contractor-checklist', 'Contractor Checklist'],
    ['resources/home-tips-and-tricks', 'Home Tips & Tricks'],
    ['resources/service-promise', 'Our Service Promise'],
    ['resources/partners', 'Partners'],
    ['blog', 'Blog'],
  ])}</ul>
<h2>Legal</h2><ul>${list([
    ['resources/privacy-policy', 'Privacy Policy'],
    ['resources/privacy-policy/sms-policy', 'SMS Policy'],
    ['resources/terms-and-conditions', 'Terms & Conditions'],
    ['resources/helpful-home-club-terms-and-conditions', 'Helpful Home Club Terms'],
  ])}</ul>`;
}

export function siteMapPage(): SeedPage {
  return detailPage(
    'resources/site-map',
    'Site Map',
    'Site Map',
    'Every page on the Brightwood Handyman website.',
    {
      Heading: f('Site Map'),
      Banner: banner('site-map', 'Site Map', 'Find your way around', 'A coastal neighborhood'),
      Copy: f(siteMap()),
    },
    [R, ['Site Map', 'resources/site-map']],
  );
}
