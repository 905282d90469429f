import { Link } from 'react-router-dom';
import { OfficeAddress } from '@handyman/platform/offices';
import type { CampaignView } from './campaign-view';
import styles from './CampaignPage.module.css';

/** The slim footer of a campaign page: who the office is, where, its licence, the year and Your Privacy Choices. */
export function CampaignFooter({ footer: { name, address, licence, note } }: { footer: CampaignView['footer'] }) {
  return (
    <footer className={styles.footer} data-testid="campaign-footer">
      <div className={`container ${styles.footerInner}`}>
        <div className={styles.footerOffice}>
          <p className={styles.footerName}>{name}</p>
          <OfficeAddress className={styles.footerAddress} control={address} />
          {licence ? <p className={styles.footerLine}>License {licence}</p> : null}
        </div>
        <div className={styles.footerSmall}>
          <p className={styles.footerLine}>{note ?? 'Locally owned and independently operated.'}</p>
          <p className={styles.footerLine}>
            © {new Date().getFullYear()} {name}
          </p>
          {/* The site's privacy choices page and its mark (a file of the site): every page links to it. */}
          <p className={styles.footerLine}>
            <Link to="/your-privacy-choices" className={styles.privacyChoices}>
              <img src="/privacy-choices.svg" width={30} height={14} alt="" loading="lazy" />
              Your Privacy Choices
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
