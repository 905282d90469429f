import type { CampaignBanner as CampaignBannerContent } from '@handyman/contracts';
import { formatLongDate } from '@handyman/platform';
import { TrayLink, usePlaceholders } from '@handyman/trays';
import styles from './OfficeTrays.module.css';

/** The offer's last day (a date without a time, read at noon UTC). */
const endDate = (day: string | undefined) => (day ? formatLongDate(`${day}T12:00:00Z`) : '');

/** A campaign's offer strip: the offer, when it ends, and its call to action. */
export function CampaignBanner({ tray }: { tray: CampaignBannerContent }) {
  const fill = usePlaceholders();
  const ends = endDate(tray.EndsOn?.Value);
  return (
    <section className={styles.campaign} aria-label="Offer">
      <div className={`container ${styles.campaignInner}`}>
        <div>
          <p className={styles.campaignHeading}>{fill(tray.Heading?.Value)}</p>
          {tray.Subheading?.Value ? <p className={styles.campaignSub}>{fill(tray.Subheading.Value)}</p> : null}
          {ends ? <p className={styles.campaignEnds}>Offer ends {ends}</p> : null}
        </div>
        {tray.Page ? <TrayLink page={tray.Page} className={`button-secondary ${styles.campaignButton}`} /> : null}
      </div>
    </section>
  );
}
