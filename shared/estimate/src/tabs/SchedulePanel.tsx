import { useBookOnlineUrl } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { TabIcon } from './TabIcon';
import { useTabText } from './use-tab-text';
import styles from './EstimateTabs.module.css';

/**
 * The Book Online tab: the schedule copy and the way to the online scheduling page: the one given,
 * else the visitor's office's (the page's, else the recent office's), else the site's, which asks for the ZIP.
 */
export function SchedulePanel({ copy, schedulingUrl, office }: { copy: string; schedulingUrl?: string; office?: string }) {
  const text = useTabText();
  const bookOnline = useBookOnlineUrl(office);
  return (
    <div className={styles.schedule}>
      <TabIcon tab="schedule" className={styles.scheduleIcon} />
      <div className={styles.scheduleText}>
        <RichText className={styles.copy} html={text(copy)} />
        <a className={`button-primary ${styles.bookButton}`} href={schedulingUrl || bookOnline}>
          Book Online
        </a>
      </div>
    </div>
  );
}
