import type { RemoteName, RemotePages } from './remotes';

// The site's URL contract: every route of the site, all exact matches. The shell composes its
// router from it; each remote's dev harness uses its own rows. Paths are lowercase: uppercase
// addresses are redirected to lowercase before matching. Remote rows name the remote and the page
// of its route module; shell rows name a shell page.

export type ShellPage = 'home' | 'officeFinder' | 'officeState' | 'contentPage' | 'contactSuccess' | 'estimateForm';

export type RouteTarget =
  | { kind: 'shell'; page: ShellPage; contentPath?: string }
  | { [R in RemoteName]: { kind: 'remote'; remote: R; page: RemotePages[R] } }[RemoteName];

export interface RouteEntry {
  path: string;
  target: RouteTarget;
}

const shell = (page: ShellPage, contentPath?: string): RouteTarget =>
  contentPath === undefined ? { kind: 'shell', page } : { kind: 'shell', page, contentPath };
const franchise = (page: RemotePages['franchise']): RouteTarget => ({ kind: 'remote', remote: 'franchise', page });
const blog = (page: RemotePages['blog']): RouteTarget => ({ kind: 'remote', remote: 'blog', page });
const catalog = (page: RemotePages['catalog']): RouteTarget => ({ kind: 'remote', remote: 'catalog', page });

const routes = (paths: string[], target: RouteTarget): RouteEntry[] => paths.map((path) => ({ path, target }));
/** A corporate content page at its own path, rendered from the content page of the same path. */
const content = (paths: string[]): RouteEntry[] => paths.map((path) => ({ path, target: shell('contentPage') }));

const WHY_CHOOSE_US_CHILDREN = ['our-story', 'your-team', 'community-matters', 'goals'];
const RESOURCE_CHILDREN = [
  'sell-your-home-checklist',
  'faqs',
  'contractor-checklist',
  'home-tips-and-tricks',
  'service-promise',
  'site-map',
  'privacy-policy',
  'terms-and-conditions',
  'privacy-policy/sms-policy',
  'partners',
  'helpful-home-club-terms-and-conditions',
];

export const routeTable: RouteEntry[] = [
  { path: '/', target: shell('home') },
  ...routes(['/offices', '/offices.html', '/findacraftsman', '/:prefix/findacraftsman'], shell('officeFinder')),
  // The finder's page of a state (officeStatePath); "state" is never an office id.
  { path: '/offices/state/:state', target: shell('officeState') },
  { path: '/contact_success', target: shell('contactSuccess') },
  { path: '/test-form-fill-page', target: shell('estimateForm') },
  ...content(['/careers', '/why-choose-us', '/resources']),
  ...content(WHY_CHOOSE_US_CHILDREN.map((child) => `/why-choose-us/${child}`)),
  ...content(RESOURCE_CHILDREN.map((child) => `/resources/${child}`)),
  // Short and legacy why-choose-us addresses show the same content pages.
  ...WHY_CHOOSE_US_CHILDREN.map((child) => ({ path: `/${child}`, target: shell('contentPage', `why-choose-us/${child}`) })),
  { path: '/whychooseus/meettheteam', target: shell('contentPage', 'why-choose-us/your-team') },
  { path: '/whychooseus/communitymatters', target: shell('contentPage', 'why-choose-us/community-matters') },
  { path: '/whychooseus/ourstory', target: shell('contentPage', 'why-choose-us/our-story') },
  { path: '/whychooseus/goals', target: shell('contentPage', 'why-choose-us/goals') },

  ...routes(['/services', '/services.html'], catalog('servicesIndex')),
  ...routes(['/services/:serviceId', '/services/:serviceId/doors', '/services/:serviceId/windows'], catalog('serviceDetail')),
  // The franchise-prefixed variant of the service detail (as /:prefix/findacraftsman above).
  ...routes(
    ['/:prefix/services/:serviceId', '/:prefix/services/:serviceId/doors', '/:prefix/services/:serviceId/windows'],
    catalog('serviceDetail'),
  ),
  { path: '/services/:serviceId/:subserviceId', target: catalog('subServiceDetail') },
  ...routes(['/packages', '/packages.html'], catalog('packagesIndex')),
  { path: '/packages/:packageId', target: catalog('packageDetail') },

  ...routes(['/blog', '/blog.html', '/blog/page/:page'], blog('list')),
  // '/blog/search' is where the blog's search form lands without JavaScript (?q=words).
  ...routes(['/blog/search', '/blog/search/:query', '/blog/page/:page/search/:query'], blog('search')),
  ...routes(['/blog/category/:category', '/blog/category/:category/page/:page'], blog('category')),
  ...routes(['/blog/author/:author', '/blog/author/:author/page/:page'], blog('author')),
  ...routes(['/blog/year/:year', '/blog/year/:year/page/:page'], blog('year')),
  ...routes(['/blog/:year/:month/:day/:slug', '/blog/:slug'], blog('post')),
  ...routes(['/offices/:franchise/blog', '/offices/:franchise/blog/page/:page'], blog('franchiseList')),
  { path: '/offices/:franchise/blog/:slug', target: blog('franchisePost') },

  { path: '/offices/:franchise', target: franchise('home') },
  ...routes(['/offices/:franchise/contact_success', '/offices/:franchise/contact-success'], franchise('contactSuccess')),
  { path: '/offices/:franchise/city/:city', target: franchise('city') },
  { path: '/offices/:franchise/campaign/:campaign', target: franchise('campaign') },
  { path: '/offices/:franchise/local.json', target: franchise('localJson') },
  ...routes(
    ['/offices/:franchise/:franchiseServicePage', '/offices/:franchise/services/:pageId', '/offices/:franchise/promotions/:pageId'],
    franchise('contentPage'),
  ),
];

/** The rows a remote serves (its dev harness mounts exactly these). */
export function routesOfRemote<R extends RemoteName>(remote: R): { path: string; page: RemotePages[R] }[] {
  return routeTable.flatMap(({ path, target }) =>
    target.kind === 'remote' && target.remote === remote ? [{ path, page: target.page as RemotePages[R] }] : [],
  );
}
