import { LOCAL_KEYS } from '@handyman/platform';

/**
 * The attribute the page's head script puts on <html> when the visitor has a local office stored.
 * The bar naming it comes with the app's script, after hydration; the attribute lets the header keep
 * its room from the first paint, so nothing below moves when it comes. (RecentFranchiseBar.module.css
 * spells it too.)
 */
export const RECENT_OFFICE_FLAG = 'data-recent-office';

/** The head script: a plain statement, run before the body is painted; storage that throws is no office. */
export const recentOfficeFlagScript = `try{if(localStorage.getItem(${JSON.stringify(LOCAL_KEYS.recentFranchisePath)}))document.documentElement.setAttribute(${JSON.stringify(RECENT_OFFICE_FLAG)},"")}catch(e){}`;
