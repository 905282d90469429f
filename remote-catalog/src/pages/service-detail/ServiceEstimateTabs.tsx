import type { TabContent } from '@handyman/contracts';
import { EstimateFormNearView, EstimateTabs } from '@handyman/estimate/tabs';
import styles from './ServiceDetailPage.module.css';

/**
 * The optional schedule-and-estimate tab area of a service page: the estimate and book-online
 * tabs of the home page, with the service's own texts when it has them, else the home page's.
 * While it shows, #GetEstimateLink opens its estimate tab rather than the modal (the page declares
 * it: the tabs hydrate near the viewport, see ServiceDetailPage).
 */
export function ServiceEstimateTabs({ content }: { content: TabContent }) {
  return (
    <div className={styles.tabs}>
      <div className="container">
        <EstimateTabs content={content} page="offices" estimateForm={<EstimateFormNearView />} />
      </div>
    </div>
  );
}
