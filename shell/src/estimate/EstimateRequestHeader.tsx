import type { Ref } from 'react';
import { useSiteView } from '../layout/site-view';
import styles from './EstimateModal.module.css';

export const ESTIMATE_SUBHEADING =
  "Enter your information below to get a free phone estimate for your handyman service, and we'll be in touch soon";

/** The estimate request's title (the brand's name first) and subheading, in the modal and its no-script twin. */
export function EstimateRequestHeader({
  titleId,
  descriptionId,
  titleRef,
}: {
  titleId: string;
  descriptionId: string;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const { brand } = useSiteView();
  return (
    <header className={styles.header}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {brand ? `${brand} Estimate Request` : 'Estimate Request'}
      </h2>
      <p id={descriptionId} className={styles.subheading}>
        {ESTIMATE_SUBHEADING}
      </p>
    </header>
  );
}
