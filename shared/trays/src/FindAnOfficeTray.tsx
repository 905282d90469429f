import { ZipLookupForm } from '@handyman/offices';
import type { FindAnOfficeView } from './views/find-an-office';
import shared from './Tray.module.css';
import styles from './FindAnOfficeTray.module.css';

/** The find-your-local-office ZIP search on a dark band. */
export function FindAnOfficeTray({ view }: { view: FindAnOfficeView }) {
  return (
    <div className={`${shared.tray} ${shared.band} ${styles.band}`}>
      <div className="container">
        <ZipLookupForm content={view.form} tone="dark" className={styles.form} />
      </div>
    </div>
  );
}
