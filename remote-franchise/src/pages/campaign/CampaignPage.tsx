import { useId, useState } from 'react';
import { EstimateForm, ThankYou, type EstimateSuccess } from '@handyman/estimate';
import { PageBanner, PlaceholderProvider, TrayRenderer } from '@handyman/trays';
import { RichText } from '@handyman/platform/base';
import { Dialog, PhoneLink } from '@handyman/platform/offices';
import { useOfficePhone } from '../../office/use-office-phone';
import { WithOffice } from '../../office/WithOffice';
import type { CampaignView } from './campaign-view';
import { CampaignFooter } from './CampaignFooter';
import { CampaignHeader } from './CampaignHeader';
import styles from './CampaignPage.module.css';

/**
 * /offices/:franchise/campaign/:campaign: a landing page standing on its own (the site header and
 * footer are hidden): the office's logo and call button, the offer, its estimate form, the
 * campaign's trays and a slim footer, from the view model its loader made (campaign-loader.ts). A
 * sent request is thanked in the large success modal; the visitor stays on the campaign.
 */
export function CampaignPage({ data }: { data: CampaignView }) {
  const phone = useOfficePhone(data.phone);
  // The new-franchise form stays on the landing page and thanks the visitor in a large modal.
  const [sent, setSent] = useState<EstimateSuccess | null>(null);
  const thanksId = useId();
  return (
    <PlaceholderProvider values={data.placeholders}>
      {/* The office's trays, without its header: the campaign has its own slim one. */}
      <WithOffice office={data.office}>
        {() => (
          <div className={styles.page} data-testid="campaign-page">
            <CampaignHeader header={data.header} homePath={data.homePath} phone={phone} />
            <PageBanner banner={data.banner} />
            <div className={`container ${styles.offer}`}>
              <div className={styles.copy}>
                {data.copy ? <RichText html={data.copy} /> : null}
                <p className={styles.callLine}>
                  Prefer to talk? Call <PhoneLink className={styles.inlinePhone} phone={phone.tel} display={phone.display} />
                </p>
              </div>
              <section className={`card-accent ${styles.formCard}`} aria-labelledby="campaign-estimate-heading" id="estimate">
                <h2 id="campaign-estimate-heading" className={styles.formHeading}>
                  Get Your Free Estimate
                </h2>
                <EstimateForm franchise={data.franchise} variant="new-franchise" onSuccess={setSent} />
              </section>
            </div>
            <div className={styles.trays}>
              <TrayRenderer trays={data.trays} />
            </div>
            <CampaignFooter footer={data.footer} />
            {sent ? (
              <Dialog size="large" titleId={`${thanksId}-title`} descriptionId={`${thanksId}-description`} onClose={() => setSent(null)}>
                <ThankYou
                  titleId={`${thanksId}-title`}
                  descriptionId={`${thanksId}-description`}
                  officePath={sent.officePath}
                  outOfArea={sent.outOfArea}
                />
              </Dialog>
            ) : null}
          </div>
        )}
      </WithOffice>
    </PlaceholderProvider>
  );
}
