import type { FooterZipFormContent } from '@handyman/contracts';
import { ZipLookupForm } from '@handyman/offices';
import styles from './Footer.module.css';

/** Find your local office: the ZIP box with the footer's content and alignments, on a dark band. */
export function FooterZipCta({ content }: { content: Partial<FooterZipFormContent> | undefined }) {
  return (
    <div className={styles.cta} data-testid="footer-find-office">
      <div className="container">
        <ZipLookupForm content={content} tone="dark" className={styles.zip} />
      </div>
    </div>
  );
}
