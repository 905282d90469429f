import { useLocation } from 'react-router-dom';
import { EstimateForm, useEstimateSubmission } from '@handyman/estimate';
import { ESTIMATE_HASH, MODAL_HASH } from '@handyman/platform/ui';
import { EstimateRequestHeader } from './EstimateRequestHeader';
import { usePageOffice } from './use-page-office';
import styles from './NoScriptEstimate.module.css';

/**
 * The estimate modal for browsers without script (NoScriptEstimate holds it in a noscript), opened
 * by the same links (#GetEstimateLink, #GetAnEstimate) through :target; its form posts to the site's
 * server, and the server's answer to a post it did not send shows it open. Server-only: the browser
 * never draws what a noscript holds, so its build leaves this panel and the form out.
 */
export function NoScriptEstimatePanel() {
  const office = usePageOffice();
  const { pathname, search } = useLocation();
  // The server's answer to this form, posted with mistakes or not taken: open, showing why.
  const answered = useEstimateSubmission('modal') !== undefined;
  return (
    <div id={ESTIMATE_HASH} className={styles.target}>
      <section
        id={MODAL_HASH}
        className={answered ? `${styles.panel} ${styles.open}` : styles.panel}
        aria-labelledby="no-script-estimate-title"
      >
        <div className={styles.dialog}>
          <a href={`${pathname}${search}`} className={styles.close}>
            Close
          </a>
          <EstimateRequestHeader titleId="no-script-estimate-title" descriptionId="no-script-estimate-description" />
          <EstimateForm variant="modal" franchise={office} />
        </div>
      </section>
    </div>
  );
}
