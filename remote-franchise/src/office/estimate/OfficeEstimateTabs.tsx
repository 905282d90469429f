import { EstimateFormNearView, EstimateTabs } from '@handyman/estimate/tabs';
import type { EstimateTabsView } from './estimate-tabs-view';
import styles from './OfficeEstimateTabs.module.css';

/**
 * The office's estimate / booking tabs: its own estimate form, and Book Online to its scheduling
 * page. The form's code comes when the form is near the viewport: on a phone the tab area folds it
 * until the visitor opens it.
 */
export function OfficeEstimateTabs({ tabs, path }: { tabs: EstimateTabsView; path: string }) {
  return (
    <div className={styles.tabs}>
      <div className="container">
        <EstimateTabs
          content={tabs.content}
          page="offices"
          estimateForm={<EstimateFormNearView franchise={tabs.franchise} />}
          office={path}
        />
      </div>
    </div>
  );
}
