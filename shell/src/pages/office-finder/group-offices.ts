import type { LocalOffice } from '@handyman/contracts';
import { isStateAbbreviation, stateName, US_STATES } from '@handyman/contracts/validation';

export interface StateOffices {
  /** Two-letter abbreviation, also the id of the state's heading (so #NV jumps there). */
  abbreviation: string;
  name: string;
  offices: LocalOffice[];
}

const ABBREVIATION_BY_NAME = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state.abbreviation]));

function abbreviationOf(office: LocalOffice): string {
  const given = (office.StateAbbreviation ?? '').trim().toUpperCase();
  if (isStateAbbreviation(given)) return given;
  return ABBREVIATION_BY_NAME.get((office.State ?? '').trim().toLowerCase()) ?? given;
}

/** Offices grouped by state: states A to Z by name, offices A to Z by name within each. */
export function groupOfficesByState(offices: readonly LocalOffice[]): StateOffices[] {
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
