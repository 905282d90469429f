import type { PackageView } from './package-view';
import styles from './PackageDetailPage.module.css';

/** "Time Estimate: One to two days", or nothing when the package has no estimate. */
export function TimeEstimate({ estimate }: { estimate: PackageView['timeEstimate'] }) {
  if (!estimate) return null;
  return (
    <p className={styles.time} data-testid="time-estimate">
      <span className={styles.timeLabel}>{estimate.label}</span>
      <span className={styles.timeValue}>{estimate.value}</span>
    </p>
  );
}
