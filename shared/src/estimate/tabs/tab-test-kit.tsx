import userEvent from '@testing-library/user-event';
import { SITE_SETTINGS_KEY, useResourceStore, type SiteSettings, type TabContent } from '@handyman/shared';
import { renderRoute } from '@handyman/shared/testing';
import { EstimateTabs, type EstimateTabsProps } from './EstimateTabs';

// Content and a render helper for the tab area's tests (timers are expected to be fake).

export const TAB_CONTENT: TabContent = {
  EstimateTabText: { Value: 'Get an Estimate' },
  ScheduleTabText: { Value: 'Book Online' },
  TextBeforePhoneNumber: { Value: 'Rather talk to a person? Call' },
  TextBelowPhoneNumber: { Value: 'Free phone estimates, seven days a week' },
  EstimateImage: { Value: 'Images/van.svg', AlternateText: 'A van on a street', Width: '800', Height: '600' },
  ScheduleCopy: { Value: '<p>Choose a time that suits you.</p>' },
};

export const CORPORATE_PHONE = { display: '866-FIX-MY-HOME', tel: '18663496946' };

/** Site settings with the corporate phone and the header's estimate link (second header page). */
export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    TelephoneNumberDisplay: { Value: CORPORATE_PHONE.display },
    MainTelephoneNumber: { Value: CORPORATE_PHONE.tel },
    Header: { Page: [{ Name: 'Home', URL: '' }, { Name: 'QuoteRequest', URL: '#QuoteRequest' }] },
    ...overrides,
  } as SiteSettings;
}

/** Puts site settings in the shared cache, as if x31 had been loaded already. */
export function provideSiteSettings(settings: SiteSettings): void {
  useResourceStore.setState((state) => ({ entries: { ...state.entries, [SITE_SETTINGS_KEY]: { status: 'success', data: settings } } }));
}

export function renderTabs(url = '/', props: Partial<EstimateTabsProps> = {}, settings: SiteSettings = siteSettings()) {
  provideSiteSettings(settings);
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderRoute(<EstimateTabs content={TAB_CONTENT} page="home" estimateForm={<p>The estimate form</p>} {...props} />, { url });
  return { user, ...view };
}
