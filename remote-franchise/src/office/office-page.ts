import type { ComponentProps } from 'react';
import type { FranchiseDetailPage, FranchiseHomePage, PageResult } from '@handyman/contracts';
import type { LoaderArgs } from '@handyman/platform/base';
import type { PageBanner, TrayRenderer } from '@handyman/trays';
import { loadOfficeHome } from './load-office';

// What the office's other pages (sub-pages, cities, campaigns) share in their loaders and view
// models: the office home and the page at the address, loaded side by side through the content
// cache, and the banner they draw at the top.

/** The shared PageBanner's content shape (passed through as the component takes it). */
export type BannerView = ComponentProps<typeof PageBanner>['banner'];

/** Content trays for the shared TrayRenderer. */
export type TraysView = NonNullable<ComponentProps<typeof TrayRenderer>['trays']>;

export interface OfficePage {
  home: FranchiseHomePage;
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
  /** The content at the address (its first result); undefined when the answer is empty. */
  page: PageResult | undefined;
}

/** The office (not found without it) and the content page at the address (not found without it). */
export async function loadOfficePage(args: LoaderArgs): Promise<OfficePage> {
  const [{ home, path }, envelope] = await Promise.all([loadOfficeHome(args), args.page(args.url.pathname)]);
  return { home, path, page: envelope.results[0] };
}

/** The page's banner with its heading, on the office's banner picture when the page has none. */
export function detailBanner(detail: FranchiseDetailPage, home: FranchiseHomePage, heading: string): BannerView {
  return {
    ...detail.Banner,
    Heading: { Value: heading },
    BackgroundImage: detail.Banner?.BackgroundImage ?? home.LocalBannerImage ?? { Value: '' },
  };
}

/** The heading a detail page's banner shows: its own, its banner's, else `fallback`. */
export function detailHeading(detail: FranchiseDetailPage, fallback: string): string {
  return detail.BannerHeading?.Value || detail.Banner?.Heading?.Value || fallback;
}
