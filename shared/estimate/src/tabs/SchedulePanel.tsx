import { getRuntimeConfig } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { TabIcon } from './TabIcon';
import { useTabText } from './use-tab-text';
import styles from './EstimateTabs.module.css';

/** The Book Online tab: the schedule copy and the way to the online scheduling page. */
export function SchedulePanel({ copy, schedulingUrl }: { copy: string; schedulingUrl?: string }) {
  const text = useTabText();
  return (
    <div className={styles.schedule}>
      <TabIcon tab="schedule" className={styles.scheduleIcon} />
      <div className={styles.scheduleText}>
        <RichText className={styles.copy} html={text(copy)} />
        <a className={`button-primary ${styles.bookButton}`} href={schedulingUrl || getRuntimeConfig().schedulingUrl}>
          Book Online
        </a>
      </div>
    </div>
  );
}
