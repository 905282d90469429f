import type { PageLink } from '@handyman/contracts';
import { ContentLink } from '@handyman/platform/ui';
import styles from './ServicesIndexPage.module.css';

/** The index's links to local pages (e.g. the office finder), as buttons below the footnotes. */
export function LocalPageLinks({ pages }: { pages: PageLink[] | undefined }) {
  const links = (pages ?? []).filter((page) => page?.URL || page?.CustomURL);
  if (links.length === 0) return null;
  return (
    <ul className={styles.local}>
      {links.map((page) => (
        <li key={`${page.URL}-${page.Name}`}>
          <ContentLink page={page} className="button-primary" />
        </li>
      ))}
    </ul>
  );
}
