import type { ReactNode } from 'react';
import { Breadcrumb } from '@handyman/platform/ui';
import { ZipLookupForm } from '@handyman/offices';
import type { FinderIntroView } from './finder-view';
import styles from './OfficeFinderPage.module.css';

/** The finder's band: breadcrumb, heading, notices and copy beside the ZIP search (front page and state pages). */
export function FinderIntro({ view, children }: { view: FinderIntroView; children: ReactNode }) {
  return (
    <section className={styles.intro} aria-labelledby="office-finder-heading">
      <div className="container">
        <Breadcrumb pages={view.trail} className={styles.breadcrumb} />
        <div className={styles.introGrid}>
          <div className={styles.introText}>
            <h1 id="office-finder-heading">{view.heading}</h1>
            {children}
          </div>
          <div className={styles.zipCard}>
            <ZipLookupForm content={view.findAnOffice} />
          </div>
        </div>
      </div>
    </section>
  );
}
