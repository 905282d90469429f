import type { FranchiseHomePage, TabContent } from '@handyman/contracts';
import { officeSchedulingUrl } from '@handyman/platform';
import { EstimateForm, EstimateTabs, franchiseEstimateData } from '@handyman/estimate';
import { resolveLink } from '@handyman/trays';
import styles from './FranchiseHomePage.module.css';

/** Tab texts for an office whose page has none of its own, so every office page takes requests. */
const DEFAULT_TAB_CONTENT: TabContent = {
  EstimateTabText: { Value: 'Get an Estimate' },
  ScheduleTabText: { Value: 'Book Online' },
  TextBeforePhoneNumber: { Value: 'Prefer to talk it through? Call {FranchiseName} at' },
  TextBelowPhoneNumber: { Value: 'Free phone estimates from your local office' },
  ScheduleCopy: { Value: '<p>Pick a time that works for you and {FranchiseName} will confirm your appointment.</p>' },
};

/** The office's estimate / booking tabs: its own estimate form, and its own scheduling page (the site's, for this office, when it has none). */
export function OfficeEstimateTabs({ home, path }: { home: FranchiseHomePage; path: string }) {
  return (
    <div className={styles.tabs}>
      <div className="container">
        <EstimateTabs
          content={home.TabContent ?? DEFAULT_TAB_CONTENT}
          page="offices"
          estimateForm={<EstimateForm franchise={franchiseEstimateData(home, path)} />}
          schedulingUrl={officeSchedulingUrl(path, resolveLink(home.FranchiseCorporateControl.SchedulePageLink)?.href)}
        />
      </div>
    </div>
  );
}
