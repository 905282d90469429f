import { asArray, type PageLink } from '@handyman/contracts';
import { TrayLink } from '@handyman/trays';
import { OfficeSection } from '../../../../office/section/OfficeSection';
import styles from './Services.module.css';

export interface ServiceLinksSectionProps {
  id: string;
  heading: string;
  intro: string;
  pages: PageLink[] | undefined;
  tone?: 'plain' | 'alt';
}

/** A list of the office's services as links (Residential, Commercial, Local Services). */
export function ServiceLinksSection({ id, heading, intro, pages, tone }: ServiceLinksSectionProps) {
  const links = asArray(pages).filter((page) => Boolean(page?.URL));
  return (
    <OfficeSection id={id} heading={heading} intro={intro} tone={tone}>
      {links.length > 0 ? (
        <ul className={styles.grid}>
          {links.map((page) => (
            <li key={`${page.URL}-${page.Link ?? page.Name}`}>
              <TrayLink page={page} className={styles.link} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Call us to talk through your project: if it is in or around your home, we can most likely help.</p>
      )}
    </OfficeSection>
  );
}
