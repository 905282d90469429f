import type { PageLink } from '@handyman/contracts';
import { ContentLink } from '@handyman/platform/base';
import styles from './ServicesIndexPage.module.css';

/** The index's links to local pages (e.g. the office finder), as buttons below the footnotes. */
export function LocalPageLinks({ pages }: { pages: PageLink[] }) {
  if (pages.length === 0) return null;
  return (
    <ul className={styles.local}>
      {pages.map((page) => (
        <li key={`${page.URL}-${page.Name}`}>
          <ContentLink page={page} className="button-primary" />
        </li>
      ))}
    </ul>
  );
}
