import { TrayLink } from '@handyman/trays';
import type { CampaignBannerView } from './views/banners';
import styles from './Trays.module.css';

/** A campaign's offer strip: the offer, when it ends, and its call to action. */
export function CampaignBanner({ view }: { view: CampaignBannerView }) {
  return (
    <section className={styles.campaign} aria-label="Offer">
      <div className={`container ${styles.campaignInner}`}>
        <div>
          <p className={styles.campaignHeading}>{view.heading}</p>
          {view.subheading ? <p className={styles.campaignSub}>{view.subheading}</p> : null}
          {view.endsOn ? <p className={styles.campaignEnds}>Offer ends {view.endsOn}</p> : null}
        </div>
        {view.page ? <TrayLink page={view.page} className={`button-secondary ${styles.campaignButton}`} /> : null}
      </div>
    </section>
  );
}
