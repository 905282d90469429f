import { useId, useState } from 'react';
import { useSiteSettings } from '@handyman/platform';
import { EstimateForm, ThankYou, useEstimateTabsPresent, type EstimateSuccess } from '@handyman/estimate';
import { Dialog, useFocusOnMount } from '@handyman/platform/ui';
import { usePageOffice } from './use-page-office';
import styles from './EstimateModal.module.css';

export const ESTIMATE_SUBHEADING =
  "Enter your information below to get a free phone estimate for your handyman service, and we'll be in touch soon";

export interface EstimateModalProps {
  /** Stay closed while the home/office tab area is on the page (#GetEstimateLink). */
  yieldToTabs: boolean;
  onClose: () => void;
}

/** The estimate request modal; on success it shows the thank-you view in its place. */
export default function EstimateModal({ yieldToTabs, onClose }: EstimateModalProps) {
  const tabsPresent = useEstimateTabsPresent();
  const [sent, setSent] = useState<EstimateSuccess | null>(null);
  const id = useId();
  if (yieldToTabs && tabsPresent) return null;
  return (
    <Dialog titleId={`${id}-title`} descriptionId={`${id}-description`} onClose={onClose}>
      {sent ? (
        <ThankYou titleId={`${id}-title`} descriptionId={`${id}-description`} officePath={sent.officePath} />
      ) : (
        <RequestView titleId={`${id}-title`} descriptionId={`${id}-description`} onSuccess={setSent} />
      )}
    </Dialog>
  );
}

function RequestView({
  titleId,
  descriptionId,
  onSuccess,
}: {
  titleId: string;
  descriptionId: string;
  onSuccess: (result: EstimateSuccess) => void;
}) {
  const { data: settings } = useSiteSettings();
  const brand = settings?.GlobalSettings?.BrandName?.Value;
  const title = useFocusOnMount<HTMLHeadingElement>();
  const office = usePageOffice();
  return (
    <>
      <header className={styles.header}>
        <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
          {brand ? `${brand} Estimate Request` : 'Estimate Request'}
        </h2>
        <p id={descriptionId} className={styles.subheading}>
          {ESTIMATE_SUBHEADING}
        </p>
      </header>
      <EstimateForm variant="modal" franchise={office} onSuccess={onSuccess} />
    </>
  );
}
