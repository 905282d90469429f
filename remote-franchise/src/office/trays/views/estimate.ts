import type { ScheduleandEstimateTabTray, ScheduleandEstimateTray } from '@handyman/contracts';
import type { FranchiseEstimateData } from '@handyman/estimate/tabs';
import type { EstimateTabsView } from '../../estimate/estimate-tabs-view';
import { optionalText, textOr, type OfficeTrayContext } from './context';

export interface EstimateTabTrayView {
  tabs: EstimateTabsView;
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
}

/** The office's estimate and booking tabs; null outside an office page. */
export function estimateTabTrayView(_tray: ScheduleandEstimateTabTray, { office }: OfficeTrayContext): EstimateTabTrayView | null {
  return office ? { tabs: office.tabs, path: office.path } : null;
}

export interface EstimateTrayView {
  heading: string;
  /** Content HTML. */
  copy?: string;
  /** The office the estimate form sends its requests to. */
  franchise: FranchiseEstimateData;
}

/** The estimate form's heading and copy and the office it asks; null outside an office page. */
export function estimateTrayView(tray: ScheduleandEstimateTray, { fill, office }: OfficeTrayContext): EstimateTrayView | null {
  if (!office) return null;
  return {
    heading: textOr(tray.Heading, fill, 'Request a Free Estimate'),
    copy: optionalText(tray.Copy, fill),
    franchise: office.tabs.franchise,
  };
}
