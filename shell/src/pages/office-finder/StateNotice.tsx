import { NATIONAL_PHONE } from '@handyman/platform';
import { stateName } from '@handyman/contracts/validation';
import styles from './OfficeFinderPage.module.css';

export const STATE_NOTICE_ID = 'state-without-offices';

/**
 * Says so when the chosen state has no office, with the national number to call. The live region
 * is always present, so the message is announced when it appears.
 */
export function StateNotice({ state }: { state: string | null }) {
  return (
    <div id={STATE_NOTICE_ID} role="status" tabIndex={-1} className={state ? styles.stateNotice : undefined}>
      {state ? (
        <p>
          <strong>We don’t have an office in {stateName(state)} yet.</strong> Call{' '}
          <a href={`tel:${NATIONAL_PHONE.tel}`}>{NATIONAL_PHONE.display}</a> and we’ll help you find a craftsman near you.
        </p>
      ) : null}
    </div>
  );
}
