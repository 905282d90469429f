import type { ZipFormContent } from '@handyman/contracts';
import { ZipLookupForm } from '@handyman/offices';
import styles from './OfficeFinderBand.module.css';

/**
 * The find-an-office tray of the catalog pages: the ZIP search in a card on a light band, so it
 * reads as part of the page; the footer's own ZIP box gives way to it (one ZIP finder a page). Its
 * band meets the footer when it ends the page (data-band: the shell's footer drops its top margin).
 */
export function OfficeFinderBand({ content }: { content: ZipFormContent }) {
  return (
    <section className={styles.band} aria-label="Find your local office" data-testid="find-an-office" data-band="">
      <div className="container">
        <div className={`card-accent ${styles.card}`}>
          <ZipLookupForm content={content} className={styles.form} />
        </div>
      </div>
    </section>
  );
}
