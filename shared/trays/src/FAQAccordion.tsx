import { useId, useState, type KeyboardEvent } from 'react';
import { asArray, type FAQAccordion as FAQContent } from '@handyman/contracts';
import { RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import shared from './Tray.module.css';
import styles from './FAQAccordion.module.css';

/** Arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const toggles = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const current = toggles.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const last = toggles.length - 1;
  const next =
    { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[event.key] ??
    current;
  toggles[next]?.focus();
}

/** Questions and answers with one answer open at a time: opening one closes the other. */
export function FAQAccordion({ tray }: { tray: FAQContent }) {
  const id = useId();
  const fill = usePlaceholders();
  const [open, setOpen] = useState<number | null>(null);
  const items = asArray(tray.AccordionItem);
  return (
    <section className={shared.tray} aria-labelledby={tray.Heading?.Value ? `${id}-heading` : undefined}>
      <div className="container">
        {tray.Heading?.Value ? (
          <h2 id={`${id}-heading`} className={shared.heading}>
            {fill(tray.Heading.Value)}
          </h2>
        ) : null}
        <div className={styles.list} onKeyDown={moveFocus}>
          {items.map((item, index) => {
            const expanded = open === index;
            return (
              <div className={styles.item} key={index}>
                <h3 className={styles.question}>
                  <button
                    type="button"
                    id={`${id}-q${index}`}
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={`${id}-a${index}`}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{fill(item.Heading?.Value)}</span>
                    <span className={styles.icon} aria-hidden="true" />
                  </button>
                </h3>
                <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className={styles.answer} hidden={!expanded}>
                  <RichText className={shared.flow} html={fill(item.Copy?.Value)} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
