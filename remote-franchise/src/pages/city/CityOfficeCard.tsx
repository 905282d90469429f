import { Link } from 'react-router-dom';
import { PhoneLink } from '@handyman/platform/base';
import { useOfficePhone } from '../../office/use-office-phone';
import { PhoneIcon } from '../../office/PhoneIcon';
import article from '../../office/OfficeArticle.module.css';
import styles from './CityPage.module.css';

export interface CityOfficeCardProps {
  /** The office's own number ('' for none: the national one stands in). */
  phone: string;
  officeName: string;
  homePath: string;
  cityName: string;
}

/** Beside the city copy: the office serving the city, its phone and the way to an estimate. */
export function CityOfficeCard({ phone: officePhone, officeName, homePath, cityName }: CityOfficeCardProps) {
  const phone = useOfficePhone(officePhone);
  return (
    <aside className={`card-accent ${article.card} ${styles.card}`} aria-labelledby="city-office-heading">
      <p className={styles.cardKicker}>Your local handyman in {cityName}</p>
      <h2 id="city-office-heading" className={styles.cardName}>
        {officeName}
      </h2>
      <p className={styles.cardOwned}>Locally owned and independently operated</p>
      <PhoneLink className={article.phone} phone={phone.tel} display={phone.display}>
        <PhoneIcon />
      </PhoneLink>
      <Link className={`button-primary ${styles.cardButton}`} to={`/${homePath}#GetEstimateLink`}>
        Get a Free Estimate
      </Link>
      <Link className={styles.cardLink} to={`/${homePath}`}>
        Visit the {officeName} page
      </Link>
    </aside>
  );
}
