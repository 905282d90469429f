import { asArray, type LinkSet } from '@handyman/contracts';
import { TrayLink } from '@handyman/trays';
import styles from './OfficeHeader.module.css';

/** The groups that have pages: a group with none is left out. */
export const shownGroups = (groups: LinkSet[]) => groups.filter((group) => asArray(group.Page).length > 0);

/**
 * The office's services by group. They lead to the brand's service pages, which are the same for
 * every office, so the list says so before a visitor takes them for this office's own pages.
 */
export function ServiceGroups({ groups }: { groups: LinkSet[] }) {
  return (
    <>
      <p className={styles.note}>Our services, on the brand’s national service pages:</p>
      {shownGroups(groups).map((group) => (
        <div key={group.Title} className={styles.group}>
          <p className={styles.groupTitle}>{group.Title}</p>
          <ul>
            {asArray(group.Page).map((page) => (
              <li key={`${page.URL}-${page.Link ?? page.Name}`}>
                <TrayLink page={page} className={styles.menuLink} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
