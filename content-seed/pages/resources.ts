// Resources pages: the hub, guides (resources-guides.ts), partners, the site map and legal pages
// (resources-legal.ts).
import { f, img, link, type Crumb, type SeedPage } from '../lib/seed-helpers';
import type { ImageAndCopyTray } from '@handyman/contracts';
import { iconPath, partnerPath } from '../content/media-paths';
import { PARTNERS } from '../content/corporate-people';
import { banner, bodyCopy, detailPage } from './corporate-parts';
import { contractorChecklist, faqs, homeTips, sellYourHomeChecklist, servicePromise } from './resources-guides';
import { legalPages, siteMapPage } from './resources-legal';

const R: Crumb = ['Resources', 'resources'];

/** /resources: the hub, with a card per popular resource. */
export function resourcesHub(): SeedPage {
  return detailPage(
    'resources',
    'Resources',
    'Homeowner Resources',
    'Checklists, FAQs, tips and guides for homeowners from Brightwood Handyman.',
    {
      Heading: f('Homeowner Resources'),
      Banner: banner('resources', 'Homeowner Resources', 'Checklists, answers and advice from our craftsmen', 'A clipboard checklist'),
      Copy: f(
        '<p>Everything we have learned from fixing thousands of homes, in one place. Start with a checklist, browse our answers to common questions, or read the latest from our <a href="/blog">blog</a>.</p>',
      ),
      Trays: [
        {
          TrayName: 'ImageGallery',
          Heading: f('Popular resources'),
          ImagesPerRow: f('3'),
          ShowCaptions: f('Yes'),
          FullWidth: f('No'),
          Image: (
            [
              ['resources/sell-your-home-checklist', 'Sell Your Home Checklist', 'checklist'],
              ['resources/contractor-checklist', 'Contractor Checklist', 'shield'],
              ['resources/faqs', 'Frequently Asked Questions', 'estimate'],
              ['resources/home-tips-and-tricks', 'Home Tips & Tricks', 'tools'],
              ['resources/service-promise', 'Our Service Promise', 'warranty'],
              ['resources/partners', 'Our Partners', 'handshake'],
            ] as const
          ).map(([url, text, icon]) => ({
            Image: img(iconPath(icon), text),
            Caption: f(text),
            Page: link(url, url.split('/').pop()!, text),
          })),
        },
      ],
    },
    [R],
  );
}

/** /resources/partners: partner brands and what each does with us. */
export function partners(): SeedPage {
  return detailPage(
    'resources/partners',
    'Partners',
    'Our Partners',
    'The suppliers, manufacturers and nonprofits Brightwood Handyman works with.',
    {
      Heading: f('Our Partners'),
      Banner: banner('partners', 'Our Partners', 'Good work takes good partners', 'A pegboard wall of tools'),
      Copy: f(
        '<p>We choose partners who share our standards for quality and service. Here are the companies and organisations we work with most.</p>',
      ),
      Trays: [
        {
          TrayName: 'ImageGallery',
          Heading: f('Partner brands'),
          ImagesPerRow: f('3'),
          ShowCaptions: f('No'),
          FullWidth: f('No'),
          Image: PARTNERS.map((p) => ({ Image: img(partnerPath(p.id), p.name), Caption: f(p.name) })),
        },
        ...PARTNERS.slice(0, 3).map((p, i): ImageAndCopyTray => ({
          TrayName: 'ImageAndCopyTray',
          Heading: f(p.name),
          Copy: f(`<p>${p.copy}</p>`),
          Image: img(partnerPath(p.id), p.name),
          ImageAlignment: f(i % 2 ? 'Right' : 'Left'),
          Background: f(i % 2 ? 'White' : 'Gray'),
          Grid: f('30-70'),
        })),
        bodyCopy(
          'More partners',
          `<ul>${PARTNERS.slice(3)
            .map((p) => `<li><strong>${p.name}:</strong> ${p.copy}</li>`)
            .join('')}</ul>`,
        ),
      ],
    },
    [R, ['Partners', 'resources/partners']],
  );
}

export function resourcePages(): SeedPage[] {
  return [
    resourcesHub(),
    sellYourHomeChecklist(),
    faqs(),
    contractorChecklist(),
    homeTips(),
    servicePromise(),
    siteMapPage(),
    partners(),
    ...legalPages(),
  ];
}
