import { formatPhoneDisplay, getRuntimeConfig, telDigits } from '@handyman/platform';
import { type LocalOffice } from '@handyman/contracts';
import { ContentLink, resolveLink } from '@handyman/platform/ui';
import styles from './OfficeFinderPage.module.css';

/** One office: its name to its home page, its city, its phone, online booking and the way to its page. */
export function OfficeCard({ office }: { office: LocalOffice }) {
  const phone = formatPhoneDisplay(office.PhoneNumber) || office.PhoneNumber;
  const home = { Name: office.Name, URL: office.HomePageLink.URL };
  const homeHref = resolveLink(home)?.href;
  // The office's own booking page when content gives a usable one, else the site's scheduling page.
  const schedule = resolveLink({ Name: office.Name, URL: office.SchedulePageLink?.URL ?? '' })?.href ?? getRuntimeConfig().schedulingUrl;
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
        <a className={`button-secondary ${styles.book}`} href={schedule}>
          Book online<span className="visually-hidden"> with {office.Name}</span>
        </a>
        {homeHref ? (
          <ContentLink page={home} className={`button-primary ${styles.visit}`}>
            View office<span className="visually-hidden"> for {office.Name}</span>
          </ContentLink>
        ) : null}
      </div>
    </li>
  );
}
