import type { OfficeListing, OfficeState } from '@handyman/contracts';
import { contentClient } from './client';

/**
 * GET localoffice/directory: the offices without their ZIP territories, by state then name; only
 * the state's offices when a two-letter state is given.
 */
export function getOfficeDirectory(state?: string): Promise<OfficeListing[]> {
  return contentClient()
    .get('localoffice/directory', state ? { searchParams: { state } } : {})
    .json<OfficeListing[]>();
}

/** GET localoffice/states: the states that have offices, by name, with how many each has. */
export function getOfficeStates(): Promise<OfficeState[]> {
  return contentClient().get('localoffice/states').json<OfficeState[]>();
}
