import { TrayLink } from './TrayLink';
import type { CareersTrayView } from './views/careers-tray';
import shared from './Tray.module.css';
import styles from './CareersTray.module.css';

/** A careers call to action: the question as the heading, the rest below, and a button to the job board in a new tab. */
export function CareersTray({ view }: { view: CareersTrayView }) {
  return (
    <section className={`${shared.tray} ${shared.band} ${styles.band}`}>
      <div className={`container ${styles.inner}`}>
        <h2 className={styles.question}>{view.question}</h2>
        {view.rest ? <p className={styles.rest}>{view.rest}</p> : null}
        <TrayLink page={view.page} className={`button-primary ${styles.button}`} newTab />
      </div>
    </section>
  );
}
