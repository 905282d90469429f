import type { ReactNode } from 'react';
import { SectionHeading } from '@handyman/trays';
import styles from './OfficeSection.module.css';

export interface OfficeSectionProps {
  /** The anchor other pages link to (#offers, #reviews, ...). */
  id: string;
  heading: string;
  intro?: string;
  /** 'alt' sets the section on the light grey band, to tell neighbouring sections apart. */
  tone?: 'plain' | 'alt';
  /** Links or buttons below the content, e.g. 'See Full Gallery'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A section of the franchise home: anchor, heading with optional intro, content and actions. */
export function OfficeSection({ id, heading, intro, tone = 'plain', actions, children }: OfficeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={[styles.section, tone === 'alt' ? styles.alt : ''].filter(Boolean).join(' ')}>
      <div className="container">
        <div className={styles.head}>
          <SectionHeading id={headingId} className={styles.heading}>
            {heading}
          </SectionHeading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
