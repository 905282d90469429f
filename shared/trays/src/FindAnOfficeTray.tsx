import type { FindAnOfficeTray as FindAnOfficeContent } from '@handyman/contracts';
import { ZipLookupForm } from '@handyman/offices';
import { usePlaceholders } from './placeholders';
import shared from './Tray.module.css';
import styles from './FindAnOfficeTray.module.css';

/** The find-your-local-office ZIP search on a dark band. */
export function FindAnOfficeTray({ tray }: { tray: FindAnOfficeContent }) {
  const fill = usePlaceholders();
  const content = {
    Heading: { Value: fill(tray.Heading?.Value) },
    PlaceholderText: { Value: fill(tray.PlaceholderText?.Value) },
    TextBelowInput: { Value: fill(tray.TextBelowInput?.Value) },
    HandymanMatters: { Value: fill(tray.HandymanMatters?.Value) },
  };
  return (
    <div className={`${shared.tray} ${shared.band} ${styles.band}`}>
      <div className="container">
        <ZipLookupForm content={content} tone="dark" className={styles.form} />
      </div>
    </div>
  );
}
