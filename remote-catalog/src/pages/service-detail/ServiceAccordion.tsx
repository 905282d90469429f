import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionHeading } from '@handyman/trays/page';
import { RichText } from '@handyman/platform/base';
import { useDelayedScroll } from '../../common/use-delayed-scroll';
import { ACCORDION_SCROLL_DELAY_MS, ACCORDION_SCROLL_OFFSET, accordionItemForHash } from './service-rules';
import type { AccordionItemView } from './service-view';
import styles from './ServiceAccordion.module.css';

/**
 * The service's accordion: each item opens and closes on its own (native details, so it works
 * without JavaScript too). A hash naming an item (#trim-and-molding) opens it and, after about
 * 1.5 s, scrolls to it 200 px below the top.
 */
export function ServiceAccordion({ heading, items }: { heading: string; items: AccordionItemView[] }) {
  const { hash, key } = useLocation();
  const fromHash = accordionItemForHash(
    hash,
    items.map((item) => item.heading),
  );
  const [toggled, setToggled] = useState<{ key: string; open: Record<string, boolean> }>({ key, open: {} });
  const open = toggled.key === key ? toggled.open : {};
  useDelayedScroll(
    fromHash ? `${key}${hash}` : null,
    () => (fromHash ? document.getElementById(fromHash) : null),
    ACCORDION_SCROLL_DELAY_MS,
    () => ACCORDION_SCROLL_OFFSET,
  );
  if (items.length === 0) return null;
  return (
    <section className={styles.accordion} aria-labelledby="service-accordion-heading" data-testid="service-accordion">
      <SectionHeading id="service-accordion-heading">{heading}</SectionHeading>
      {items.map((item) => {
        const slug = item.id;
        const isOpen = open[slug] ?? slug === fromHash;
        return (
          <details
            key={slug}
            id={slug}
            className={styles.item}
            open={isOpen}
            onToggle={(event) => {
              const now = event.currentTarget.open;
              if (now !== isOpen) setToggled({ key, open: { ...open, [slug]: now } });
            }}
          >
            <summary className={styles.summary}>
              <h3 className={styles.title}>{item.heading}</h3>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <RichText className={styles.copy} html={item.copyHtml} />
          </details>
        );
      })}
    </section>
  );
}
