import type { FranchiseHomePage, TabContent } from '@handyman/contracts';
import { franchiseEstimateData, type FranchiseEstimateData } from '@handyman/estimate/tabs';

/** Tab texts for an office whose page has none of its own, so every office page takes requests. */
const DEFAULT_TAB_CONTENT: TabContent = {
  EstimateTabText: { Value: 'Get an Estimate' },
  ScheduleTabText: { Value: 'Book Online' },
  TextBeforePhoneNumber: { Value: 'Prefer to talk it through? Call {FranchiseName} at' },
  TextBelowPhoneNumber: { Value: 'Free phone estimates from your local office' },
  ScheduleCopy: { Value: '<p>Pick a time that works for you and {FranchiseName} will confirm your appointment.</p>' },
};

/** The office's estimate / booking tabs: their texts (shared EstimateTabs takes the content shape) and the office for the form. */
export interface EstimateTabsView {
  content: TabContent;
  franchise: FranchiseEstimateData;
}

export function estimateTabsView(home: FranchiseHomePage, path: string): EstimateTabsView {
  return {
    content: home.TabContent ?? DEFAULT_TAB_CONTENT,
    franchise: franchiseEstimateData(home, path),
  };
}
