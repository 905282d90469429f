// One address of every page type the site serves, for the server-rendering tests. `jsonLd` lists
// the structured data types the page's HTML must carry.

export interface PageType {
  name: string;
  path: string;
  jsonLd: string[];
  /** Has a visible breadcrumb (and so BreadcrumbList data). */
  breadcrumb?: boolean;
}

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', jsonLd: ['Organization', 'WebSite'] },
  { name: 'office finder', path: '/offices', jsonLd: [] },
  { name: 'office finder state page', path: '/offices/state/nevada', jsonLd: ['BreadcrumbList'], breadcrumb: true },
  { name: 'corporate content page', path: '/why-choose-us/our-story', jsonLd: ['BreadcrumbList'], breadcrumb: true },
  { name: 'office home', path: '/offices/summerlin', jsonLd: ['HomeAndConstructionBusiness', 'BreadcrumbList'], breadcrumb: true },
  {
    name: 'office city page',
    path: '/offices/summerlin/city/the-lakes',
    jsonLd: ['HomeAndConstructionBusiness', 'BreadcrumbList'],
    breadcrumb: true,
  },
  { name: 'office sub-page', path: '/offices/summerlin/our-team', jsonLd: ['BreadcrumbList'], breadcrumb: true },
  { name: 'blog list', path: '/blog', jsonLd: [] },
  { name: 'blog category', path: '/blog/category/safety', jsonLd: [] },
  { name: 'blog post', path: '/blog/2023/04/11/spotting-home-repair-scams', jsonLd: ['BlogPosting'] },
  { name: 'services index', path: '/services', jsonLd: [] },
  { name: 'service detail', path: '/services/painting', jsonLd: [] },
  { name: 'sub-service', path: '/services/painting/interior-painting', jsonLd: [] },
  { name: 'packages index', path: '/packages', jsonLd: [] },
  { name: 'package detail', path: '/packages/curb-appeal', jsonLd: [] },
];

/** The types named in a page's JSON-LD blocks. */
export function jsonLdTypes(blocks: string[]): string[] {
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}
