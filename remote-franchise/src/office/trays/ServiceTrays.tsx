import type { PageLink } from '@handyman/contracts';
import { TrayLink } from '@handyman/trays';
import { RichText } from '@handyman/platform/base';
import { OfficeSection } from '../section/OfficeSection';
import type { LocalServicesView, ServicesView } from './views/services';
import styles from './Trays.module.css';

const pageKey = (page: PageLink) => `${page.URL}-${page.Link ?? page.Name}`;

/** The office's local services, in columns of nine links. */
export function LocalServices({ view }: { view: LocalServicesView }) {
  return (
    <OfficeSection id="local-services-tray" heading={view.heading}>
      {view.copy ? <RichText html={view.copy} /> : null}
      <div className={styles.columns}>
        {view.columns.map((column, index) => (
          <ul key={index} className={styles.linkList}>
            {column.map((page) => (
              <li key={pageKey(page)}>
                <TrayLink page={page} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </OfficeSection>
  );
}

/** The office's services, one column per group (Residential, Commercial, ...). */
export function ServicesTray({ view }: { view: ServicesView }) {
  return (
    <OfficeSection id="services" heading={view.heading} tone="alt">
      <div className={styles.columns}>
        {view.groups.map((group) => (
          <div key={group.title}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.linkList}>
              {group.pages.map((page) => (
                <li key={pageKey(page)}>
                  <TrayLink page={page} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </OfficeSection>
  );
}
