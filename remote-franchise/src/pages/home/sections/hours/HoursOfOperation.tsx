import { OPEN_24_7, type OfficeHours } from './hours-of-operation';
import styles from './HoursOfOperation.module.css';

/** The office's opening hours: 'Open 24/7', or a row per day or group of days. Nothing without data. */
export function HoursOfOperation({ hours: shown }: { hours: OfficeHours }) {
  if (shown.kind === 'rows' && shown.rows.length === 0) return null;
  return (
    <div className={styles.hours} data-testid="office-hours">
      <h3 className={styles.heading}>Hours of Operation</h3>
      {shown.kind === 'always-open' ? (
        <p className={styles.always}>{OPEN_24_7}</p>
      ) : (
        <dl className={styles.rows}>
          {shown.rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt className={styles.day}>
                <span aria-hidden="true">{row.label}</span>
                <span className="visually-hidden">{row.spokenLabel}</span>
              </dt>
              <dd className={styles.time}>{row.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
