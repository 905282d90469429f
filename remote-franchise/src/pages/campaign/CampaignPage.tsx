import { useId, useState } from 'react';
import { franchisePlaceholderValues, NotFoundError, replacePlaceholders } from '@handyman/platform';
import { type FranchiseDetailPage, type FranchiseHomePage } from '@handyman/contracts';
import { EstimateForm, franchiseEstimateData, ThankYou, type EstimateSuccess } from '@handyman/estimate';
import { PageBanner, PlaceholderProvider, TrayRenderer } from '@handyman/trays';
import { Dialog, PageMeta, PhoneLink, RichText, Spinner } from '@handyman/platform/ui';
import { useFranchiseDetail } from '../../office/use-franchise-detail';
import { useOfficePhone } from '../../office/use-office-phone';
import { useFranchiseHome } from '../home/use-franchise-home';
import { OfficeJsonLd } from '../../office/OfficeJsonLd';
import { CampaignFooter } from './CampaignFooter';
import { CampaignHeader } from './CampaignHeader';
import { OfficeTrays } from '../../office/trays/OfficeTrays';
import styles from './CampaignPage.module.css';

function Campaign({ home, detail, homePath }: { home: FranchiseHomePage; detail: FranchiseDetailPage; homePath: string }) {
  const control = home.FranchiseCorporateControl;
  const values = franchisePlaceholderValues(control);
  const phone = useOfficePhone(control.PhoneNumber?.Value);
  const fill = (text: string | undefined) => replacePlaceholders(text ?? '', values);
  const heading = detail.BannerHeading?.Value || detail.Banner?.Heading?.Value || detail.Name;
  // The new-franchise form stays on the landing page and thanks the visitor in a large modal.
  const [sent, setSent] = useState<EstimateSuccess | null>(null);
  const thanksId = useId();
  return (
    <PlaceholderProvider values={values}>
      <OfficeTrays home={home} path={homePath}>
        <div className={styles.page} data-testid="campaign-page">
          <PageMeta title={detail.Title} description={detail.Description} placeholders={values} />
          <OfficeJsonLd home={home} officePath={homePath} />
          <CampaignHeader home={home} homePath={homePath} phone={phone} />
          <PageBanner
            banner={{
              ...detail.Banner,
              Heading: { Value: heading },
              BackgroundImage: detail.Banner?.BackgroundImage ?? home.LocalBannerImage ?? { Value: '' },
            }}
          />
          <div className={`container ${styles.offer}`}>
            <div className={styles.copy}>
              {detail.Copy?.Value ? <RichText html={fill(detail.Copy.Value)} /> : null}
              <p className={styles.callLine}>
                Prefer to talk? Call <PhoneLink className={styles.inlinePhone} phone={phone.tel} display={phone.display} />
              </p>
            </div>
            <section className={`card-accent ${styles.formCard}`} aria-labelledby="campaign-estimate-heading" id="estimate">
              <h2 id="campaign-estimate-heading" className={styles.formHeading}>
                Get Your Free Estimate
              </h2>
              <EstimateForm franchise={franchiseEstimateData(home, homePath)} variant="new-franchise" onSuccess={setSent} />
            </section>
          </div>
          <div className={styles.trays}>
            <TrayRenderer trays={detail.Trays} />
          </div>
          <CampaignFooter control={control} fallbackName={home.Name} />
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
      </OfficeTrays>
    </PlaceholderProvider>
  );
}

/**
 * /offices/:franchise/campaign/:campaign: a landing page standing on its own (the site header and
 * footer are hidden): the office's logo and call button, the offer, its estimate form, the
 * campaign's trays and a slim footer, all with the office's values filled in. A sent request is
 * thanked in the large success modal; the visitor stays on the campaign.
 */
export function CampaignPage() {
  const { home, error: homeError, path } = useFranchiseHome();
  const { detail, loading, error } = useFranchiseDetail();
  if (homeError) throw homeError;
  if (error) throw error;
  if (!home || loading) return <Spinner />;
  if (!detail) throw new NotFoundError('No campaign page at this address');
  return <Campaign home={home} detail={detail} homePath={(home.SURL || path).replace(/^\/+|\/+$/g, '')} />;
}
