import { FAR_STATE_PARAM, NEAREST_MILES_PARAM } from '@handyman/offices';

/** A ZIP whose nearest office is farther than offices travel: how far, and the state it was in. */
export interface FarFromOffices {
  miles: number;
  /** Two-letter state of the ZIP, '' when unknown. */
  state: string;
}

/** Read from the finder's address (the ZIP lookup sends visitors there with it). */
export function farFromOffices(params: URLSearchParams): FarFromOffices | null {
  const miles = Number(params.get(NEAREST_MILES_PARAM));
  if (!Number.isInteger(miles) || miles <= 0 || miles > 20_000) return null;
  const state = (params.get(FAR_STATE_PARAM) ?? '').toUpperCase();
  return { miles, state: /^[A-Z]{2}$/.test(state) ? state : '' };
}
