import type { FranchiseCorporateControl } from '@handyman/contracts';
import { OfficeAddress, PhoneLink } from '@handyman/platform/ui';
import { ServicesMap } from '../../office/map/ServicesMap';
import article from '../../office/OfficeArticle.module.css';
import styles from './FranchiseContactSuccessPage.module.css';

/** The office that will call back: name, address, phone and the area it serves. */
export function OfficeContact({ control }: { control: FranchiseCorporateControl }) {
  const name = control.FranchiseName?.Value ?? '';
  const phone = control.PhoneNumber?.Value;
  return (
    <aside className={`card-accent ${article.card} ${styles.office}`} aria-labelledby="office-contact-heading">
      <h2 id="office-contact-heading" className={styles.officeName}>
        {name}
      </h2>
      <OfficeAddress className={styles.address} control={control} />
      {phone ? <PhoneLink className={article.phone} phone={phone} /> : null}
      <ServicesMap url={control.ServicesMap?.Value} officeName={name} />
    </aside>
  );
}
