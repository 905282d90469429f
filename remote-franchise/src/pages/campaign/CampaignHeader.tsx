import { Link } from 'react-router-dom';
import { MediaImage } from '@handyman/platform/base';
import { PhoneIcon } from '../../office/PhoneIcon';
import type { OfficePhone } from '../../office/use-office-phone';
import type { CampaignView } from './campaign-view';
import styles from './CampaignPage.module.css';

export interface CampaignHeaderProps {
  header: CampaignView['header'];
  homePath: string;
  phone: OfficePhone;
}

/** The slim office header of a campaign page (the site header is hidden there): logo and a call button. */
export function CampaignHeader({ header: { name, logo }, homePath, phone }: CampaignHeaderProps) {
  return (
    <header className={styles.header} data-testid="campaign-header">
      <div className={`container ${styles.headerBar}`}>
        <Link to={`/${homePath}`} className={styles.logo} data-testid="campaign-logo">
          {logo ? (
            <MediaImage image={logo.image} alt={name} width={logo.width} height={logo.height} priority />
          ) : (
            <span className={styles.logoText}>{name}</span>
          )}
        </Link>
        <a
          className={`button-primary ${styles.call}`}
          href={`tel:${phone.tel}`}
          aria-label={`Call ${phone.display}`}
          data-testid="campaign-phone"
        >
          <PhoneIcon size={20} />
          <span className={styles.callWord}>Call</span>
          <span>{phone.display}</span>
        </a>
      </div>
    </header>
  );
}
