import { Link } from 'react-router-dom';
import { pageOfSchema } from '@handyman/contracts';
import { usePage } from '@handyman/platform';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { DOORS_AND_WINDOWS_SECTIONS } from './service-rules';
import styles from './DoorsAndWindows.module.css';

/** One fixed section (doors or windows) from its own page; nothing while it loads or if it is missing. */
function FixedSection({ servicePath, part }: { servicePath: string; part: string }) {
  const path = `${servicePath}/${part}`;
  const { data } = usePage(path);
  const page = pageOfSchema(data?.results[0], 'ServiceDetail');
  if (!page) return null;
  const name = page.ServiceName || page.Name;
  return (
    <section id={part} className={styles.section} aria-labelledby={`${part}-heading`} data-testid={`fixed-section-${part}`}>
      <MediaImage image={page.CopyImageFrame} alt="" width={250} height={150} className={styles.image} />
      <div>
        <h2 id={`${part}-heading`} className={styles.heading}>
          {name}
        </h2>
        <RichText className={styles.copy} html={page.IntroCopy?.Value || page.Abstract} />
        <Link to={`/${path}`} className="button-secondary">
          More about {name.toLowerCase()}
        </Link>
      </div>
    </section>
  );
}

/** The Doors & Windows page's fixed Doors and Windows sections, each leading to its own page. */
export function DoorsAndWindows({ servicePath }: { servicePath: string }) {
  return (
    <div className={styles.sections}>
      {DOORS_AND_WINDOWS_SECTIONS.map((part) => (
        <FixedSection key={part} servicePath={servicePath} part={part} />
      ))}
    </div>
  );
}
