import { useId, useState } from 'react';
import { EstimateForm, ThankYou, useEstimateTabsPresent, type EstimateSuccess } from '@handyman/estimate';
import { Dialog, useFocusOnMount } from '@handyman/platform/ui';
import { usePageOffice } from './use-page-office';
import { EstimateRequestHeader } from './EstimateRequestHeader';

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
        <ThankYou titleId={`${id}-title`} descriptionId={`${id}-description`} officePath={sent.officePath} outOfArea={sent.outOfArea} />
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
  const title = useFocusOnMount<HTMLHeadingElement>();
  const office = usePageOffice();
  return (
    <>
      <EstimateRequestHeader titleId={titleId} descriptionId={descriptionId} titleRef={title} />
      <EstimateForm variant="modal" franchise={office} onSuccess={onSuccess} />
    </>
  );
}
