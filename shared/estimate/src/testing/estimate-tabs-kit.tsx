// The estimate tab area's tests: its content, cached site settings and the render (timers are
// expected to be fake).
import userEvent from '@testing-library/user-event';
import { SITE_SETTINGS_KEY, useResourceStore } from '@handyman/platform';
import { type SiteSettings } from '@handyman/contracts';
import { EstimateTabs, type EstimateTabsProps } from '../tabs/EstimateTabs';
import { buildSiteSettings, buildTabContent, type DeepPartial, field, image, renderRoute } from '@handyman/testing';

export const TAB_CONTENT = buildTabContent({ EstimateImage: image('Images/van.svg', 800, 600, 'A van on a street') });

export const CORPORATE_PHONE = { display: '866-FIX-MY-HOME', tel: '18663496946' };

/** Site settings with the corporate phone and the header's estimate link (second header page). */
export function siteSettings(overrides: DeepPartial<SiteSettings> = {}): SiteSettings {
  return buildSiteSettings({
    TelephoneNumberDisplay: field(CORPORATE_PHONE.display),
    MainTelephoneNumber: field(CORPORATE_PHONE.tel),
    Header: {
      Page: [
        { Name: 'Home', URL: '' },
        { Name: 'QuoteRequest', URL: '#QuoteRequest' },
      ],
    },
    ...overrides,
  });
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
