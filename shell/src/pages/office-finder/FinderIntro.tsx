import type { ReactNode } from 'react';
import type { OfficesIndex, PageLink } from '@handyman/contracts';
import { Breadcrumb } from '@handyman/platform/ui';
import { ZipLookupForm } from '@handyman/offices';
import styles from './OfficeFinderPage.module.css';

/** The finder's band: breadcrumb, heading, notices and copy beside the ZIP search (front page and state pages). */
export function FinderIntro({
  page,
  crumbs,
  heading,
  children,
}: {
  page: OfficesIndex;
  crumbs: PageLink[] | undefined;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.intro} aria-labelledby="office-finder-heading">
      <div className="container">
        <Breadcrumb pages={crumbs} className={styles.breadcrumb} />
        <div className={styles.introGrid}>
          <div className={styles.introText}>
            <h1 id="office-finder-heading">{heading}</h1>
            {children}
          </div>
          <div className={styles.zipCard}>
            <ZipLookupForm content={page.FindAnOffice} />
          </div>
        </div>
      </div>
    </section>
  );
}
