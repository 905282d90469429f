import { stickyHeaderHeight } from '@handyman/platform/page-tools';

/** Test id (and query hook) of the office's sticky bar. */
export const OFFICE_BAR_TEST_ID = 'office-header';

/** What covers the top of the window on an office page: the site header while sticky, plus the office bar. */
export function stickyTopHeight(): number {
  const bar = document.querySelector(`[data-testid="${OFFICE_BAR_TEST_ID}"]`);
  return stickyHeaderHeight() + (bar ? bar.getBoundingClientRect().height : 0);
}
