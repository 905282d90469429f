import { useId, type SyntheticEvent } from 'react';
import { RichText } from '@handyman/platform/ui';
import type { FaqView } from './views/faq';
import shared from './Tray.module.css';
import styles from './FAQAccordion.module.css';

/**
 * Opening a question closes the one that was open. Browsers do it themselves for details that
 * share a name; this covers those that do not yet, once script runs.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]') ?? []) {
    if (other !== opened) other.open = false;
  }
}

/**
 * Questions and answers with one answer open at a time. Native disclosure elements, so every answer
 * opens without JavaScript too, and with the keyboard as any disclosure does.
 */
export function FAQAccordion({ view }: { view: FaqView }) {
  const id = useId();
  const hasHeading = view.heading !== undefined;
  return (
    <section className={shared.tray} aria-labelledby={hasHeading ? `${id}-heading` : undefined}>
      <div className="container">
        {hasHeading ? (
          <h2 id={`${id}-heading`} className={shared.heading}>
            {view.heading}
          </h2>
        ) : null}
        <div className={styles.list}>
          {view.items.map((item, index) => (
            <details className={styles.item} key={index} name={`${id}-faq`} onToggle={closeOthers}>
              <summary className={styles.toggle}>
                <h3 className={styles.question}>{item.question}</h3>
                <span className={styles.icon} aria-hidden="true" />
              </summary>
              <RichText className={`${shared.flow} ${styles.answer}`} html={item.answer} />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
