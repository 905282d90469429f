import { OfficeAddress, PhoneLink } from '@handyman/platform/offices';
import { ServicesMap } from '../../office/map/ServicesMap';
import type { ContactSuccessView } from './contact-success-view';
import article from '../../office/OfficeArticle.module.css';
import styles from './FranchiseContactSuccessPage.module.css';

/** The office that will call back: name, address, phone and the area it serves. */
export function OfficeContact({ office, phone }: { office: ContactSuccessView['office']; phone: string }) {
  return (
    <aside className={`card-accent ${article.card} ${styles.office}`} aria-labelledby="office-contact-heading">
      <h2 id="office-contact-heading" className={styles.officeName}>
        {office.name}
      </h2>
      <OfficeAddress className={styles.address} control={office.address} />
      {phone ? <PhoneLink className={article.phone} phone={phone} /> : null}
      <ServicesMap url={office.mapUrl ?? undefined} officeName={office.name} />
    </aside>
  );
}
