import { asArray, type LocalServicesTray, type ServicesTray as ServicesTrayContent } from '@handyman/contracts';
import { TrayLink, usePlaceholders } from '@handyman/trays';
import { RichText } from '@handyman/platform/ui';
import { HomeSection } from '../../pages/home/sections/HomeSection';
import { localServices } from '../../pages/home/sections/services/office-services';
import { useOffice } from './office-context';
import styles from './OfficeTrays.module.css';

/** Local pages per column of links; more pages start another column. */
export const LINKS_PER_GROUP = 9;

export function groupsOfNine<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += LINKS_PER_GROUP) groups.push(items.slice(start, start + LINKS_PER_GROUP));
  return groups;
}

/** The office's local services, in columns of nine links. */
export function LocalServices({ tray }: { tray: LocalServicesTray }) {
  const office = useOffice();
  const fill = usePlaceholders();
  const links = localServices(office?.home.FranchiseCorporateControl.FranchiseOwnersControl).filter((page) => Boolean(page?.URL));
  if (links.length === 0) return null;
  return (
    <HomeSection id="local-services-tray" heading={fill(tray.Heading?.Value) || 'Local Services'}>
      {tray.Copy?.Value ? <RichText html={fill(tray.Copy.Value)} /> : null}
      <div className={styles.columns}>
        {groupsOfNine(links).map((group, index) => (
          <ul key={index} className={styles.linkList}>
            {group.map((page) => (
              <li key={`${page.URL}-${page.Link ?? page.Name}`}>
                <TrayLink page={page} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </HomeSection>
  );
}

/** The office's services, one column per group (Residential, Commercial, ...). */
export function ServicesTray({ tray }: { tray: ServicesTrayContent }) {
  const office = useOffice();
  const fill = usePlaceholders();
  const groups = asArray(office?.home.FranchiseCorporateControl.FranchiseOwnersControl?.FranchiseServices?.LinkSet).filter(
    (group) => asArray(group?.Page).length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <HomeSection id="services" heading={fill(tray.Heading?.Value) || 'Our Services'} tone="alt">
      <div className={styles.columns}>
        {groups.map((group) => (
          <div key={group.Title}>
            <h3 className={styles.groupTitle}>{group.Title}</h3>
            <ul className={styles.linkList}>
              {asArray(group.Page).map((page) => (
                <li key={`${page.URL}-${page.Link ?? page.Name}`}>
                  <TrayLink page={page} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
