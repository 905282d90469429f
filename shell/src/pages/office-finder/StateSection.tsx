import type { ReactNode } from 'react';
import type { StateOffices } from './group-offices';
import { OfficeCard } from './OfficeCard';
import styles from './OfficeFinderPage.module.css';

/** A state's heading (its id the state abbreviation) and its offices; highlighted when jumped to. */
export function StateSection({ group, highlighted, notice }: { group: StateOffices; highlighted: boolean; notice?: ReactNode }) {
  const count = group.offices.length;
  return (
    <section
      className={[styles.state, highlighted ? styles.highlighted : ''].join(' ')}
      aria-labelledby={group.abbreviation}
      data-highlighted={highlighted || undefined}
    >
      <div className={styles.stateHeader}>
        <h2 id={group.abbreviation} className={styles.stateHeading} tabIndex={-1}>
          {group.name}
        </h2>
        <span className={styles.stateCount}>
          {count} {count === 1 ? 'office' : 'offices'}
        </span>
      </div>
      {notice}
      <ul className={styles.cards}>
        {group.offices.map((office) => (
          <OfficeCard key={office.HomePageLink.URL} office={office} />
        ))}
      </ul>
    </section>
  );
}
