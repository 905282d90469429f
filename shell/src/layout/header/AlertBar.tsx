import { memo } from 'react';
import type { SiteSettings } from '@handyman/contracts';
import { ContentLink, RichText } from '@handyman/platform/ui';
import { MegaphoneIcon } from '../icons';
import { visibleAlert } from './alert';
import styles from './AlertBar.module.css';

/** The site-wide announcement, when settings switch it on. */
export const AlertBar = memo(function AlertBar({ alerts }: { alerts: Partial<SiteSettings['Alerts']> | undefined }) {
  const alert = visibleAlert(alerts);
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
