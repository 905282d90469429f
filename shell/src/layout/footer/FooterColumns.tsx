import { asArray, type FooterLinkColumn } from '@handyman/contracts';
import { ContentLink } from '@handyman/platform/ui';
import styles from './Footer.module.css';

/** The footer's link columns: a title and its pages each (VirtualLinks open a new tab). */
export function FooterColumns({ columns }: { columns: FooterLinkColumn[] | FooterLinkColumn | undefined }) {
  return (
    <div className={styles.columns}>
      {asArray(columns)
        .filter((column) => column?.Title)
        .map((column) => (
          <nav key={column.Title} aria-label={column.Title} className={styles.column}>
            <h2>{column.Title}</h2>
            <ul>
              {asArray(column.Page).map((page, index) =>
                page ? (
                  <li key={`${index}-${page.Name}`}>
                    <ContentLink markCurrent page={page} />
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
        ))}
    </div>
  );
}
