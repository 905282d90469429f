import { Link } from 'react-router-dom';
import { MediaImage, RichText } from '@handyman/platform/base';
import type { FixedSectionView } from './service-view';
import styles from './DoorsAndWindows.module.css';

function FixedSection({ section }: { section: FixedSectionView }) {
  const { part } = section;
  return (
    <section id={part} className={styles.section} aria-labelledby={`${part}-heading`} data-testid={`fixed-section-${part}`}>
      <MediaImage image={section.image} alt="" width={250} height={150} className={styles.image} />
      <div>
        <h2 id={`${part}-heading`} className={styles.heading}>
          {section.name}
        </h2>
        <RichText className={styles.copy} html={section.copyHtml} />
        <Link to={section.href} className="button-secondary">
          More about {section.name.toLowerCase()}
        </Link>
      </div>
    </section>
  );
}

/** The Doors & Windows page's fixed Doors and Windows sections, each leading to its own page. */
export function DoorsAndWindows({ sections }: { sections: FixedSectionView[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <FixedSection key={section.part} section={section} />
      ))}
    </div>
  );
}
