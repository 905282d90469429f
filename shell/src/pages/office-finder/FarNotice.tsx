import { NATIONAL_PHONE } from '@handyman/platform';
import { stateName } from '@handyman/contracts/validation';
import type { FarFromOffices } from './far-from-offices';
import styles from './OfficeFinderPage.module.css';

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
