import type { CareersTray as CareersTrayContent } from '@handyman/contracts';
import { splitAtQuestionMark } from './careers-heading';
import { usePlaceholders } from './placeholders';
import { TrayLink } from './TrayLink';
import shared from './Tray.module.css';
import styles from './CareersTray.module.css';

/** A careers call to action: the question as the heading, the rest below, and a button to the job board in a new tab. */
export function CareersTray({ tray }: { tray: CareersTrayContent }) {
  const fill = usePlaceholders();
  const { question, rest } = splitAtQuestionMark(fill(tray.Heading?.Value));
  return (
    <section className={`${shared.tray} ${shared.band} ${styles.band}`}>
      <div className={`container ${styles.inner}`}>
        <h2 className={styles.question}>{question}</h2>
        {rest ? <p className={styles.rest}>{rest}</p> : null}
        <TrayLink page={tray.Page} className={`button-primary ${styles.button}`} newTab />
      </div>
    </section>
  );
}
