import type { ZipFormContent } from '@handyman/contracts';
import { ZipLookupForm } from '@handyman/offices';
import { LinkGroup } from '../../common/LinkGroup';
import type { ServiceView } from './service-view';
import groups from '../../common/LinkGroups.module.css';
import styles from './ServiceDetailPage.module.css';

export interface ServiceSidebarProps {
  name: string;
  linkSets: ServiceView['linkSets'];
  finder: ZipFormContent;
}

/** The side column: the page's two link lists (collapsible on phones) and the office finder. */
export function ServiceSidebar({ name, linkSets, finder }: ServiceSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label={`More about ${name}`}>
      {linkSets.length > 0 ? (
        <div className={`${groups.groups} ${groups.classic} ${styles.linkSets}`}>
          {linkSets.map((set) => (
            <LinkGroup key={set.title} name={set.title} links={set.links} />
          ))}
        </div>
      ) : null}
      <div className={`card-accent ${styles.finder}`}>
        <ZipLookupForm content={finder} headingLevel={2} />
      </div>
    </aside>
  );
}
