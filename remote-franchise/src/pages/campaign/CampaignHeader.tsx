import { Link } from 'react-router-dom';
import { useSiteSettings } from '@handyman/platform';
import { type FranchiseHomePage } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import { PhoneIcon } from '../../office/PhoneIcon';
import type { OfficePhone } from '../../office/use-office-phone';
import styles from './CampaignPage.module.css';

export interface CampaignHeaderProps {
  home: FranchiseHomePage;
  homePath: string;
  phone: OfficePhone;
}

/** The slim office header of a campaign page (the site header is hidden there): logo and a call button. */
export function CampaignHeader({ home, homePath, phone }: CampaignHeaderProps) {
  const { data: settings } = useSiteSettings();
  const name = home.FranchiseCorporateControl.FranchiseName?.Value || home.Name;
  const logo = home.FranchiseCorporateControl.FranchiseHeader?.Logo?.Value
    ? home.FranchiseCorporateControl.FranchiseHeader.Logo
    : settings?.Header?.HeaderLogo;
  return (
    <header className={styles.header} data-testid="campaign-header">
      <div className={`container ${styles.headerBar}`}>
        <Link to={`/${homePath}`} className={styles.logo} data-testid="campaign-logo">
          {logo?.Value ? (
            <MediaImage image={logo} alt={name} width={Number(logo.Width) || 280} height={Number(logo.Height) || 72} priority />
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
