import { EstimateForm, EstimateTabs } from '@handyman/estimate';
import type { EstimateTabsView } from './estimate-tabs-view';
import styles from './OfficeEstimateTabs.module.css';

/** The office's estimate / booking tabs: its own estimate form, and Book Online to its scheduling page. */
export function OfficeEstimateTabs({ tabs, path }: { tabs: EstimateTabsView; path: string }) {
  return (
    <div className={styles.tabs}>
      <div className="container">
        <EstimateTabs content={tabs.content} page="offices" estimateForm={<EstimateForm franchise={tabs.franchise} />} office={path} />
      </div>
    </div>
  );
}
