import { officeStatePath } from '@handyman/platform';
import { isStateAbbreviation, US_STATES } from '@handyman/contracts/validation';
import { HTML_ONLY_PREFIX } from '../../lib/kept-html';

/** At most this many offices in all: the front page lists them under their states; more, and it lists the states. */
export const FEW_OFFICES = 60;

export const OFFICE_STATES_KEY = 'office-states';

/** The directory's cache key: HTML only, so the list is never repeated in the page's JSON state. */
export const directoryKey = (state: string) => `${HTML_ONLY_PREFIX}office-directory:${state || 'all'}`;

const ABBREVIATION_BY_NAME = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state.abbreviation]));

/** A listed state's two-letter abbreviation, from its name when content left it out or lowercase. */
export function abbreviationOf(state: { State: string; StateAbbreviation: string }): string {
  const given = (state.StateAbbreviation ?? '').trim().toUpperCase();
  if (isStateAbbreviation(given)) return given;
  return ABBREVIATION_BY_NAME.get((state.State ?? '').trim().toLowerCase()) ?? given;
}

/** The state whose finder page is at /offices/state/<slug> ("nevada" -> NV), or null for none of the 59. */
export function stateOfSlug(slug: string): string | null {
  const path = `/offices/state/${slug.toLowerCase()}`;
  return US_STATES.find((state) => officeStatePath(state.name) === path)?.abbreviation ?? null;
}

export const officeCount = (count: number) => `${count} ${count === 1 ? 'office' : 'offices'}`;
