import type { OfficeListing } from '@handyman/contracts';
import { isStateAbbreviation, stateName } from '@handyman/contracts/validation';
import { abbreviationOf } from './use-offices';

export interface StateOffices {
  /** Two-letter abbreviation, also the id of the state's heading. */
  abbreviation: string;
  name: string;
  offices: OfficeListing[];
}

/** Offices grouped by state: states A to Z by name, offices A to Z by name within each. */
export function groupOfficesByState(offices: readonly OfficeListing[]): StateOffices[] {
  const groups = new Map<string, StateOffices>();
  for (const office of offices) {
    const abbreviation = abbreviationOf(office);
    const group = groups.get(abbreviation) ?? { abbreviation, name: stateName(abbreviation) ?? office.State ?? abbreviation, offices: [] };
    group.offices.push(office);
    groups.set(abbreviation, group);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  return [...groups.values()]
    .map((group) => ({ ...group, offices: [...group.offices].sort((a, b) => a.Name.localeCompare(b.Name, 'en')) }))
    .sort(byName);
}

/** The state a hash names (#NV, #nv), or null when it names none of the 59 states and territories. */
export function stateOfHash(hash: string): string | null {
  const abbreviation = hash.replace(/^#/, '').toUpperCase();
  return isStateAbbreviation(abbreviation) ? abbreviation : null;
}
