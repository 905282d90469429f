import type { OfficeListing, OfficeState } from '@handyman/contracts';
import type { OfficeSite } from './office-directory';

/** Offices of one state (two-letter abbreviation, any case), or every office; already in directory order. */
export function directoryOf(offices: readonly OfficeSite[], state?: string): OfficeListing[] {
  const abbreviation = state?.toUpperCase();
  return offices
    .filter((office) => abbreviation === undefined || office.listing.StateAbbreviation.toUpperCase() === abbreviation)
    .map((office) => office.listing);
}

/** States that have at least one office, by state name. */
export function statesOf(offices: readonly OfficeSite[]): OfficeState[] {
  const states = new Map<string, OfficeState>();
  for (const { listing } of offices) {
    const key = listing.StateAbbreviation.toUpperCase();
    const entry = states.get(key) ?? { State: listing.State, StateAbbreviation: listing.StateAbbreviation, officeCount: 0 };
    entry.officeCount += 1;
    states.set(key, entry);
  }
  return [...states.values()].sort(
    (a, b) => a.State.localeCompare(b.State, 'en') || a.StateAbbreviation.localeCompare(b.StateAbbreviation),
  );
}
