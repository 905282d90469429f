import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AccordionItem } from '@handyman/contracts';
import { SectionHeading } from '@handyman/trays';
import { RichText } from '@handyman/platform/ui';
import { useDelayedScroll } from '../../common/use-delayed-scroll';
import { ACCORDION_SCROLL_DELAY_MS, ACCORDION_SCROLL_OFFSET, accordionItemForHash, headingSlug } from './service-rules';
import styles from './ServiceAccordion.module.css';

/**
 * The service's accordion: each item opens and closes on its own (native details, so it works
 * without JavaScript too). A hash naming an item (#trim-and-molding) opens it and, after about
 * 1.5 s, scrolls to it 200 px below the top.
 */
export function ServiceAccordion({ heading, items }: { heading: string; items: AccordionItem[] }) {
  const { hash, key } = useLocation();
  const shown = items.filter((item) => item?.Heading?.Value);
  const fromHash = accordionItemForHash(
    hash,
    shown.map((item) => item.Heading.Value),
  );
  const [toggled, setToggled] = useState<{ key: string; open: Record<string, boolean> }>({ key, open: {} });
  const open = toggled.key === key ? toggled.open : {};
  useDelayedScroll(
    fromHash ? `${key}${hash}` : null,
    () => (fromHash ? document.getElementById(fromHash) : null),
    ACCORDION_SCROLL_DELAY_MS,
    () => ACCORDION_SCROLL_OFFSET,
  );
  if (shown.length === 0) return null;
  return (
    <section className={styles.accordion} aria-labelledby="service-accordion-heading" data-testid="service-accordion">
      <SectionHeading id="service-accordion-heading">{heading}</SectionHeading>
      {shown.map((item) => {
        const slug = headingSlug(item.Heading.Value);
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
              <h3 className={styles.title}>{item.Heading.Value}</h3>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <RichText className={styles.copy} html={item.Copy?.Value} />
          </details>
        );
      })}
    </section>
  );
}
