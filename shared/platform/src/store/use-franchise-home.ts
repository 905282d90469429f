import type { PageEnvelope } from '../api/get-page';
import { pageOfSchema } from '@handyman/contracts';
import { loadPage, usePage } from './use-page';

// Kept for remotes built before office views: the federation's one copy of this package still
// serves them (the route contract has not dropped these names). Nothing in this repository calls
// them; a part of a page reads the office through useOfficeView, so only what it shows travels.

/** @deprecated Use loadPage (an office home goes through the office storage rules). */
export function loadFranchiseHome(path: string): Promise<PageEnvelope> {
  return loadPage(path);
}

/** @deprecated Use useOfficeView: this sends the whole office page to the browser with the page. */
export function useFranchiseHome(path: string | null) {
  const resource = usePage(path);
  return { ...resource, home: pageOfSchema(resource.data?.results[0], 'FranchiseHomePage') };
}
