import { NATIONAL_PHONE } from '@handyman/platform';
import { stateName } from '@handyman/contracts/validation';
import { FAR_STATE_PARAM, NEAREST_MILES_PARAM } from '@handyman/offices';
import styles from './OfficeFinderPage.module.css';

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

const callUs = (
  <a href={`tel:${NATIONAL_PHONE.tel}`} className={styles.noticeCall}>
    Call {NATIONAL_PHONE.display}
  </a>
);

/**
 * Why the visitor is looking at a list rather than an office: the nearest is farther than our
 * craftsmen usually travel. In the state's section when it has offices, else above the list.
 */
export function FarNotice({ far, stateHasOffices }: { far: FarFromOffices; stateHasOffices: boolean }) {
  const name = far.state ? stateName(far.state) || far.state : '';
  return (
    <div className={styles.stateNotice} role="status" data-testid="far-notice">
      <p>
        <strong>The nearest office is {far.miles} miles from your ZIP code</strong>, farther than our craftsmen usually travel.{' '}
        {stateHasOffices
          ? `Call an office in ${name} below to ask whether it can reach you, or call us and we’ll find you the closest craftsman.`
          : `We don’t have an office${name ? ` in ${name}` : ' near you'} yet; call us and we’ll find you the closest craftsman.`}
      </p>
      {callUs}
    </div>
  );
}
