// The shell's own pages and the address prefixes each remote owns. A remote's pages are its own:
// its route module names their paths (shell/src/app/remote/remote-routes.tsx makes them the router's), and
// the shell only routes a prefix to the remote. Paths are lowercase: uppercase addresses are
// redirected to lowercase before matching.

import { matchRoutes } from 'react-router-dom';
import { toContentPath, type RemoteName } from '@handyman/platform';

export type ShellPage =
  'home' | 'officeFinder' | 'officeState' | 'contentPage' | 'contactSuccess' | 'estimateForm' | 'officePrefix' | 'privacyChoices';

/** The "Your Privacy Choices" page: the footer's link on every page, the opt-out form's address. */
export const PRIVACY_CHOICES_PATH = '/your-privacy-choices';

export interface ShellRoute {
  path: string;
  page: ShellPage;
}

const pages = (paths: string[], page: ShellPage): ShellRoute[] => paths.map((path) => ({ path, page }));

/**
 * The content of the not-found page's words: a content page, but no page of its own (its address is
 * a 404 and no sitemap lists it).
 */
export const NOT_FOUND_CONTENT_PATH = 'Resources/404';

/** False for content that lives at a content page's address but is shown only inside another page. */
export const isPageOfItsOwn = (contentPath: string) => toContentPath(contentPath) !== toContentPath(NOT_FOUND_CONTENT_PATH);

export const shellRoutes: ShellRoute[] = [
  { path: '/', page: 'home' },
  ...pages(['/offices', '/offices.html', '/findacraftsman'], 'officeFinder'),
  // The finder's page of a state (officeStatePath); "state" is never an office id.
  { path: '/offices/state/:state', page: 'officeState' },
  { path: '/contact_success', page: 'contactSuccess' },
  { path: '/test-form-fill-page', page: 'estimateForm' },
  { path: PRIVACY_CHOICES_PATH, page: 'privacyChoices' },
  // Corporate content pages are whatever content has under these sections (a page content adds is
  // live at once; an address content has no page for is a 404). Short and legacy addresses of them
  // are redirects (ADDRESS_ALIASES in path-rules.ts).
  ...pages(
    ['/careers', '/why-choose-us', '/why-choose-us/:page', '/resources', '/resources/:page', '/resources/:page/:subpage'],
    'contentPage',
  ),
  // An office's name before a page's address: a redirect to the page's own address (or not found).
  ...pages(
    [
      '/:prefix/findacraftsman',
      '/:prefix/services/:serviceId',
      '/:prefix/services/:serviceId/doors',
      '/:prefix/services/:serviceId/windows',
    ],
    'officePrefix',
  ),
];

/** The address prefixes each remote owns: the prefix itself and every path below it. */
export const remotePrefixes: { prefix: string; remote: RemoteName }[] = [
  { prefix: '/offices/:franchise/blog', remote: 'blog' },
  { prefix: '/offices/:franchise', remote: 'franchise' },
  { prefix: '/blog', remote: 'blog' },
  { prefix: '/blog.html', remote: 'blog' },
  { prefix: '/services', remote: 'catalog' },
  { prefix: '/services.html', remote: 'catalog' },
  { prefix: '/packages', remote: 'catalog' },
  { prefix: '/packages.html', remote: 'catalog' },
];

type Owner = { kind: 'shell'; route: ShellRoute } | { kind: 'remote'; remote: RemoteName };

const ownerRoutes: { path: string; owner: Owner }[] = [
  ...shellRoutes.map((route) => ({ path: route.path, owner: { kind: 'shell', route } as Owner })),
  ...remotePrefixes.map(({ prefix, remote }) => ({ path: `${prefix}/*`, owner: { kind: 'remote', remote } as Owner })),
];

/** Who serves a path: a shell page, a remote (by its prefix), or nobody (undefined: not found). */
export function ownerOf(pathname: string): Owner | undefined {
  return matchRoutes(ownerRoutes, pathname)?.[0]?.route.owner;
}

/** True when a remote route's path lies under one of the remote's own prefixes. */
export function isUnderPrefixOf(remote: RemoteName, path: string): boolean {
  return remotePrefixes.some((entry) => entry.remote === remote && (path === entry.prefix || path.startsWith(`${entry.prefix}/`)));
}
