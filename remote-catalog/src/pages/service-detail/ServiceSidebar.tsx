import type { ServiceDetail } from '@handyman/contracts';
import { ZipLookupForm } from '@handyman/offices';
import { LinkGroup } from '../../common/LinkGroup';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';
import groups from '../../common/LinkGroups.module.css';
import styles from './ServiceDetailPage.module.css';

/** The side column: the page's two link lists (collapsible on phones) and the office finder. */
export function ServiceSidebar({ service }: { service: ServiceDetail }) {
  const sets = (service.LinkSet ?? []).filter((set) => set?.Title && set.Page?.length).slice(0, 2);
  return (
    <aside className={styles.sidebar} aria-label={`More about ${service.ServiceName || service.Name}`}>
      {sets.length > 0 ? (
        <div className={`${groups.groups} ${groups.classic} ${styles.linkSets}`}>
          {sets.map((set) => (
            <LinkGroup key={set.Title} name={set.Title} links={set.Page} />
          ))}
        </div>
      ) : null}
      <div className={`card-accent ${styles.finder}`}>
        <ZipLookupForm content={service.FindAnOffice ?? DEFAULT_ZIP_FORM} headingLevel={2} />
      </div>
    </aside>
  );
}
