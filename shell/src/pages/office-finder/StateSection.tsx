import { Link } from 'react-router-dom';
import { officeStatePath } from '@handyman/platform';
import type { StateOffices } from './group-offices';
import { OfficeCard } from './OfficeCard';
import { officeCount } from './use-offices';
import styles from './OfficeFinderPage.module.css';

/** A state's heading (a link to its own page) and its offices, on the front page of a small brand. */
export function StateSection({ group }: { group: StateOffices }) {
  return (
    <section className={styles.state} aria-labelledby={group.abbreviation}>
      <div className={styles.stateHeader}>
        <h2 id={group.abbreviation} className={styles.stateHeading}>
          <Link to={officeStatePath(group.name)}>{group.name}</Link>
        </h2>
        <span className={styles.stateCount}>{officeCount(group.offices.length)}</span>
      </div>
      <ul className={styles.cards}>
        {group.offices.map((office) => (
          <OfficeCard key={office.HomePageLink.URL} office={office} />
        ))}
      </ul>
    </section>
  );
}
