import { useId, type SyntheticEvent } from 'react';
import { asArray, type FAQAccordion as FAQContent } from '@handyman/contracts';
import { RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
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
export function FAQAccordion({ tray }: { tray: FAQContent }) {
  const id = useId();
  const fill = usePlaceholders();
  const items = asArray(tray.AccordionItem);
  return (
    <section className={shared.tray} aria-labelledby={tray.Heading?.Value ? `${id}-heading` : undefined}>
      <div className="container">
        {tray.Heading?.Value ? (
          <h2 id={`${id}-heading`} className={shared.heading}>
            {fill(tray.Heading.Value)}
          </h2>
        ) : null}
        <div className={styles.list}>
          {items.map((item, index) => (
            <details className={styles.item} key={index} name={`${id}-faq`} onToggle={closeOthers}>
              <summary className={styles.toggle}>
                <h3 className={styles.question}>{fill(item.Heading?.Value)}</h3>
                <span className={styles.icon} aria-hidden="true" />
              </summary>
              <RichText className={`${shared.flow} ${styles.answer}`} html={fill(item.Copy?.Value)} />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
