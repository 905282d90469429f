import { createContext, useContext } from 'react';
import type { SeoScript, SiteSettings } from '@handyman/contracts';
import type { RuntimeConfig } from '../config/runtime-config';
import type { RemoteName } from '../routing/remotes';
import { useSiteStore } from '../store/site-store';

// What a server render loaded travels to the browser inside the page record (name, message and
// status for an error), so hydration renders the same content without asking for it again.
export interface DehydratedError {
  name: string;
  message: string;
  status?: number;
}

export type DehydratedEntry = { status: 'success'; data: unknown } | { status: 'error'; error: DehydratedError };

// The record of one page. The server's render fills it in (the loaders' data and errors, the
// status, the settings' head tags, the remote areas), and the HTTP answer and the HTML document are written from it; part
// of it travels inside the page, so the browser's first render hydrates the same markup. One per
// render: never a module-level value.

/**
 * What the site's settings put in the head of every page the server answers. A page's own head
 * (title, description, robots, canonical, link preview, feed) is not here: React renders it where
 * the page writes it (the shell's PageHead), and the document moves it into the head.
 */
export interface PageHead {
  /** The brand's favicon links (from global settings), replacing the page template's placeholder. */
  icons?: { rel: string; sizes: string; href: string; type?: string }[];
  /** The browser theme colour (global settings), replacing the template's. */
  themeColor?: string;
  /** The site-wide SEO inserts (meta tags, scripts, noscript note) of global settings, written once by the server. */
  seoInserts?: SiteSettings['SEO'];
  /** The tags of the office whose page this is (its HeadScripts and FooterScripts), written by the server like the inserts. */
  officeTags?: { head: SeoScript[]; footer: SeoScript[] };
}

/** An absolute image URL for link previews, with its size when known. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface PageRecord {
  /** True while rendering on the server: components record into this object. */
  server: boolean;
  /** The path rendered (the route error applies to this address only). */
  path: string;
  /** The error the route's boundary shows (a second server pass, and the hydration after it). */
  routeError?: Error;
  /** Remote areas sent as their fallback (the browser tries them again). */
  remoteFallbacks: RemoteName[];
  /** Remotes whose pages rendered: their stylesheets go in the head; the browser loads them before hydrating. */
  remotesRendered: RemoteName[];
  head: PageHead;
  status?: number;
  /**
   * The runtime config the page was rendered with (set once the server's render is done): each
   * remote named by the manifest of the build that rendered it, which the browser loads, and no other.
   */
  config?: RuntimeConfig;
  /** The id of each build the page was rendered with, the shell's and the remotes' (what the browser reports problems by). */
  builds?: Partial<Record<RemoteName | 'shell', string>>;
  /** The content the server's render loaded, by cache key (set once the render is done). */
  resources?: Record<string, DehydratedEntry>;
  /** The visitor's recent office named by the request's cookie: its bar and phone are in the HTML. */
  visitorOffice?: string;
  /** What the routes' loaders gave the server's render, by route id: the browser's router starts with it. */
  loaderData?: Record<string, unknown>;
  /**
   * The remote route the server rendered the page with: the browser's router starts with it (its
   * code is loaded while the server's HTML stays up), so hydration does not wait for the remote.
   */
  remoteRoute?: RenderedRemoteRoute;
  /** A loader's error by route id (the not-found or 503 screen the server rendered in its place). */
  loaderErrors?: Record<string, DehydratedError>;
}

export interface RenderedRemoteRoute {
  remote: RemoteName;
  /** The route's id in its module. */
  routeId: string;
  /** The router's id for it (hydration data is keyed by it) and the path pattern that matched. */
  id: string;
  path: string;
  /** Whether the route has a loader (its data is in the page's loader data). */
  loads: boolean;
}

export function createPageRecord(path: string, server: boolean, routeError?: Error): PageRecord {
  return { server, path, remoteFallbacks: [], remotesRendered: [], head: {}, ...(routeError ? { routeError } : {}) };
}

export const PageRecordContext = createContext<PageRecord | null>(null);

/**
 * The visitor's recent office: the store's once restored from storage (or forgotten), else the one
 * the server rendered the page with (its cookie), so the browser's first render matches the server's HTML.
 */
export function useVisitorOffice(): string | null {
  const stored = useSiteStore((state) => state.recentFranchisePath);
  const settled = useSiteStore((state) => state.storageRestored);
  const record = useContext(PageRecordContext);
  if (stored !== null || settled) return stored;
  return record?.visitorOffice ?? null;
}

/** The page's record on the server and during the browser's first render; null otherwise. */
export function usePageRecord(): PageRecord | null {
  return useContext(PageRecordContext);
}

/** The server render's record, or null in the browser (where nothing is recorded). */
export function useServerRecord(): PageRecord | null {
  const record = useContext(PageRecordContext);
  return record?.server ? record : null;
}

/** The error a route boundary starts with at this address: the one the server rendered. */
export function useInitialRouteError(pathname: string): Error | undefined {
  const record = useContext(PageRecordContext);
  return record && record.path === pathname ? record.routeError : undefined;
}
