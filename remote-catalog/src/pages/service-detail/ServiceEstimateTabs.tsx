import { pageOfSchema, type TabContent } from '@handyman/contracts';
import { usePage } from '@handyman/platform';
import { EstimateForm, EstimateTabs, useEstimateTabsPresence } from '@handyman/estimate';
import styles from './ServiceDetailPage.module.css';

/**
 * The optional schedule-and-estimate tab area of a service page: the estimate and book-online
 * tabs of the home page, with the service's own texts when it has them, else the home page's.
 * While it shows, #GetEstimateLink opens its estimate tab rather than the modal.
 */
export function ServiceEstimateTabs({ content }: { content?: TabContent }) {
  useEstimateTabsPresence();
  return content ? <Tabs content={content} /> : <HomeTabs />;
}

function HomeTabs() {
  const { data } = usePage('/');
  const home = data ? pageOfSchema(data.results[0], 'HomePage') : undefined;
  // Without the home page's texts the area is left out; the header's estimate button still works.
  return home?.TabContent ? <Tabs content={home.TabContent} /> : null;
}

function Tabs({ content }: { content: TabContent }) {
  return (
    <div className={styles.tabs}>
      <div className="container">
        <EstimateTabs content={content} page="offices" estimateForm={<EstimateForm />} />
      </div>
    </div>
  );
}
