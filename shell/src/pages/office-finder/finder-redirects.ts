import { FAR_STATE_PARAM, NEAREST_MILES_PARAM, stateFinderPath } from '@handyman/offices';
import { farFromOffices } from './far-from-offices';
import { stateOfHash } from './group-offices';

/** The state page with the far notice's distance, when the address carries one. */
function withMiles(path: string, params: URLSearchParams): string {
  const far = farFromOffices(params);
  return far ? `${path}?${NEAREST_MILES_PARAM}=${far.miles}` : path;
}

/**
 * Where the finder's front page sends an address that names a state: ?state=NV (the state chooser
 * without script, and the ZIP lookup's far addresses from before the finder had a page per state)
 * or #NV (which only the browser sees) go to that state's page, keeping the far notice's distance.
 */
export function stateAddressTarget(params: URLSearchParams, hash: string): string | null {
  const byParam = stateFinderPath(params.get(FAR_STATE_PARAM) ?? '');
  if (byParam) return withMiles(byParam, params);
  const byHash = stateFinderPath(stateOfHash(hash) ?? '');
  return byHash ? withMiles(byHash, params) : null;
}
