import type { LoadedPage, LoaderArgs, RecentFranchise } from '@handyman/platform/base';
import { recentOffice } from '../../office/page-office';
import { loadOfficeHome } from '../../office/load-office';

/** The local.json page's data: the office's home content as printed (two-space JSON). */
export interface LocalJsonView {
  json: string;
  /** The office as the visitor's recent one (as on every office page). */
  recent: RecentFranchise | null;
}

/**
 * /offices/:id/local.json: a debug view of the office's local data (not found without the office).
 * Never indexed: it is raw data, not a page for homeowners.
 */
export async function localJsonLoader(args: LoaderArgs): Promise<LoadedPage<LocalJsonView>> {
  const { home, path } = await loadOfficeHome(args);
  return { data: { json: JSON.stringify(home, null, 2), recent: recentOffice(home, path) }, head: { robots: 'noindex, nofollow' } };
}
