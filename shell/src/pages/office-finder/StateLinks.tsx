import { Link } from 'react-router-dom';
import { officeStatePath } from '@handyman/platform';
import type { OfficeState } from '@handyman/contracts';
import { officeCount } from './use-offices';
import styles from './OfficeFinderPage.module.css';

/** Every state that has offices, each a link to its page with its office count. */
export function StateLinks({ states }: { states: OfficeState[] }) {
  return (
    <nav aria-labelledby="office-states-heading" className={styles.stateLinks}>
      <h2 id="office-states-heading" className={styles.stateLinksHeading}>
        Offices by state
      </h2>
      <ul>
        {states.map((state) => (
          <li key={state.State}>
            <Link to={officeStatePath(state.State)} className={styles.stateLink}>
              <span className={styles.stateLinkName}>{state.State}</span>
              <span className={styles.stateCount}>{officeCount(state.officeCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
