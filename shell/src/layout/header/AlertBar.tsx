import { memo } from 'react';
import { ContentLink, RichText } from '@handyman/platform/ui';
import { MegaphoneIcon } from '../icons';
import type { VisibleAlert } from './alert';
import styles from './AlertBar.module.css';

/** The site-wide announcement, when settings switch it on. */
export const AlertBar = memo(function AlertBar({ alert }: { alert: VisibleAlert | null }) {
  if (!alert) return null;
  return (
    <section className={styles.alert} aria-label="Announcement" data-testid="alert-bar">
      <div className={`container ${styles.inner}`}>
        <MegaphoneIcon />
        <RichText as="p" className={styles.text} html={alert.text} />
        {alert.page ? <ContentLink markCurrent page={alert.page} className={styles.link} /> : null}
      </div>
    </section>
  );
});
