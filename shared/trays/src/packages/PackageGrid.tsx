import type { PackageSummary } from '@handyman/contracts';
import { packageCardView, type PackageCardView } from '../views/package-card';
import { PackageCardArticle } from './PackageCard';
import styles from './PackageGrid.module.css';

type HeadingLevel = 2 | 3;

/** Package cards, one column on phones and two from 768 px. */
export function PackageCardList({ cards, headingLevel = 3 }: { cards: PackageCardView[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.key}>
          <PackageCardArticle view={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Package cards from the packages' CMS summaries. */
export function PackageGrid({ packages, headingLevel = 3 }: { packages: PackageSummary[]; headingLevel?: HeadingLevel }) {
  return <PackageCardList cards={packages.map(packageCardView)} headingLevel={headingLevel} />;
}
