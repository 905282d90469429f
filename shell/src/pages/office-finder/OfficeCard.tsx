import { formatPhoneDisplay, telDigits } from '@handyman/platform';
import type { OfficeListing } from '@handyman/contracts';
import { ContentLink, resolveLink } from '@handyman/platform/ui';
import styles from './OfficeFinderPage.module.css';

/** One office: its name as a link to its home page, its city, its phone and a button to its page. */
export function OfficeCard({ office }: { office: OfficeListing }) {
  const phone = formatPhoneDisplay(office.PhoneNumber) || office.PhoneNumber;
  const home = { Name: office.Name, URL: office.HomePageLink?.URL ?? '' };
  const homeHref = resolveLink(home)?.href;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardName}>{homeHref ? <ContentLink page={home} /> : office.Name}</h3>
      <p className={styles.city}>
        {office.City}, {office.StateAbbreviation}
      </p>
      <div className={styles.cardActions}>
        {phone ? (
          <a className={styles.cardPhone} href={`tel:${telDigits(office.PhoneNumber)}`}>
            <span className="visually-hidden">Call {office.Name} at </span>
            {phone}
          </a>
        ) : null}
        {homeHref ? (
          <ContentLink page={home} className={`button-primary ${styles.visit}`}>
            View office<span className="visually-hidden"> for {office.Name}</span>
          </ContentLink>
        ) : null}
      </div>
    </li>
  );
}
