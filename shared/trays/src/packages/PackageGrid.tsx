import type { PackageSummary } from '@handyman/contracts';
import { PackageCard } from './PackageCard';
import styles from './PackageGrid.module.css';

/** Package cards, one column on phones and two from 768 px. */
export function PackageGrid({ packages, headingLevel = 3 }: { packages: PackageSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {packages.map((pkg) => (
        <li key={pkg.URL}>
          <PackageCard pkg={pkg} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
