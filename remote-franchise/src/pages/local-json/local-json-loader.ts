import type { LoadedPage, LoaderArgs } from '@handyman/platform';
import { loadOfficeHome } from '../home/home-loader';

/** The local.json page's data: the office's home content as printed (two-space JSON). */
export interface LocalJsonView {
  json: string;
}

/**
 * /offices/:id/local.json: a debug view of the office's local data (not found without the office).
 * Never indexed: it is raw data, not a page for homeowners.
 */
export async function localJsonLoader(args: LoaderArgs): Promise<LoadedPage<LocalJsonView>> {
  const { home } = await loadOfficeHome(args);
  return { data: { json: JSON.stringify(home, null, 2) }, head: { robots: 'noindex, nofollow' } };
}
