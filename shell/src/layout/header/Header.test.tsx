import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restoreSiteStoreFromStorage, SITE_SETTINGS_KEY, useResourceStore, useSiteStore } from '@handyman/platform';
import { type SiteSettings } from '@handyman/contracts';
import { renderRoute } from '@handyman/testing';
import { serveContent, SETTINGS } from '../../testing/layout-fixtures';
import { Header } from './Header';

const withAlert = (DisplayAlert: string, AlertText: string) => ({
  ...SETTINGS,
  Alerts: { ...SETTINGS.Alerts, DisplayAlert: { Value: DisplayAlert }, AlertText: { Value: AlertText } },
});

test('logo links home; the main navigation comes from settings', async () => {
  serveContent();
  renderRoute(<Header />, { url: '/careers' });
  const logo = await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  expect(logo.closest('a')).toHaveAttribute('href', '/');
  const nav = screen.getByTestId('desktop-nav');
  expect(within(nav).getByRole('button', { name: 'Why Choose Us' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
  expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
});

test('the alert bar shows only when switched on with text, and links to its page', async () => {
  serveContent({ settings: withAlert('True', 'Storm season is here.') });
  renderRoute(<Header />);
  const alert = await screen.findByRole('region', { name: 'Announcement' });
  expect(alert).toHaveTextContent('Storm season is here.');
  expect(within(alert).getByRole('link', { name: 'Read our storm checklist' })).toHaveAttribute('href', '/blog/storm-prep');
});

test.each([
  ['False', 'Storm season is here.'],
  ['True', ''],
])('no alert bar when DisplayAlert is %s and AlertText is "%s"', async (display, text) => {
  serveContent({ settings: withAlert(display, text) });
  renderRoute(<Header />);
  await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  expect(screen.queryByTestId('alert-bar')).toBeNull();
});

test('the phone is the corporate number until an office is visited, then the office number (no reload, no polling)', async () => {
  serveContent();
  renderRoute(<Header />);
  const phone = await screen.findByRole('link', { name: 'Call 866-FIX-MY-HOME' });
  expect(phone).toHaveAttribute('href', 'tel:18663496946');
  act(() =>
    useSiteStore
      .getState()
      .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' }),
  );
  expect(screen.getByRole('link', { name: 'Call (702) 555-0142' })).toHaveAttribute('href', 'tel:7025550142');
  // The office's own nav arrives with its home page.
  expect(await screen.findByRole('link', { name: 'Our Team' })).toBeInTheDocument();
});

test('the estimate link adds #GetEstimateLink to the current page, which opens the estimate modal', async () => {
  serveContent();
  const user = userEvent.setup();
  const { router } = renderRoute(<Header />, { url: '/services?room=kitchen' });
  const link = await screen.findByTestId('estimate-link');
  expect(link).toHaveTextContent('Get a Free Estimate');
  expect(link.querySelector('img')).toHaveAttribute('src', 'http://media.test/media/Images/Icons/estimate.svg');
  await user.click(link);
  expect(router.state.location).toMatchObject({ pathname: '/services', search: '?room=kitchen', hash: '#GetEstimateLink' });
});

test('with no office known, request an appointment goes to the site’s scheduling page (it asks for the ZIP), in a new tab', async () => {
  serveContent();
  renderRoute(<Header />);
  const link = await screen.findByTestId('appointment-link');
  expect(link).toHaveAttribute('href', 'http://schedule.test/book');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('request an appointment books with the recent office, the ZIP the visitor gave it carried along', async () => {
  serveContent();
  useSiteStore.getState().setRecentZip({ zip: '89135', office: 'offices/summerlin' });
  useSiteStore
    .getState()
    .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' });
  renderRoute(<Header />, { url: '/careers' });
  expect(await screen.findByTestId('appointment-link')).toHaveAttribute('href', 'http://schedule.test/book?office=summerlin&zip=89135');
});

test('an office forgotten (a ZIP no office serves): no bar, the national number, and booking asks for the ZIP again', async () => {
  serveContent();
  useSiteStore
    .getState()
    .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' });
  renderRoute(<Header />, { url: '/offices' });
  await screen.findByRole('navigation', { name: 'Your local office' });
  act(() => useSiteStore.getState().clearRecentFranchise());
  expect(screen.queryByRole('navigation', { name: 'Your local office' })).toBeNull();
  expect(screen.queryByTestId('recent-franchise-room')).toBeNull();
  expect(screen.getByTestId('header-phone')).not.toHaveTextContent('555-0142');
  expect(screen.getByTestId('appointment-link')).toHaveAttribute('href', 'http://schedule.test/book');
});

test('the recent franchise bar names the last visited office, with anchors on its home and its pages', async () => {
  serveContent();
  useSiteStore
    .getState()
    .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' });
  renderRoute(<Header />);
  const bar = screen.getByRole('navigation', { name: 'Your local office' });
  expect(within(bar).getByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toHaveAttribute('href', '/offices/summerlin');
  expect(within(bar).getByRole('link', { name: 'Why Choose Us' })).toHaveAttribute('href', '/offices/summerlin#why-choose-us');
  expect(within(bar).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offices/summerlin#offers');
  expect(within(bar).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/offices/summerlin#reviews');
  expect(within(bar).getByRole('link', { name: 'Our Work' })).toHaveAttribute('href', '/offices/summerlin#our-work');
  expect(await within(bar).findByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/offices/summerlin/our-team');
  expect(within(bar).getAllByRole('link', { name: 'Reviews' })).toHaveLength(1);
});

test('until the stored office is known the header holds the bar’s room; the bar then takes it', async () => {
  serveContent();
  renderRoute(<Header />, { url: '/services' });
  await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  // As the server rendered and the browser hydrates: no office known yet.
  expect(screen.getByTestId('recent-franchise-room')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('navigation', { name: 'Your local office' })).toBeNull();
  window.localStorage.setItem('recentFranchisePath', 'offices/summerlin');
  window.localStorage.setItem('recentFranchiseName', 'Brightwood Handyman of Summerlin');
  act(() => restoreSiteStoreFromStorage());
  expect(screen.queryByTestId('recent-franchise-room')).toBeNull();
  const bar = screen.getByRole('navigation', { name: 'Your local office' });
  expect(within(bar).getByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toHaveAttribute('href', '/offices/summerlin');
  expect(await within(bar).findByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/offices/summerlin/our-team');
});

test('with no office stored, restoring the store changes nothing: no bar comes (the room stays hidden, the page unmarked)', async () => {
  serveContent();
  renderRoute(<Header />, { url: '/services' });
  await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  act(() => restoreSiteStoreFromStorage());
  expect(useSiteStore.getState().storageRestored).toBe(false);
  expect(screen.getByTestId('recent-franchise-room')).toBeInTheDocument();
  expect(screen.queryByTestId('recent-franchise-bar')).toBeNull();
});

test('no recent franchise, no bar', async () => {
  serveContent();
  renderRoute(<Header />);
  await screen.findByTestId('estimate-link');
  expect(screen.queryByTestId('recent-franchise-bar')).toBeNull();
});

test('without settings (the service is down) the header still has a home link, the national phone and the estimate link', async () => {
  serveContent({ settingsStatus: 500 });
  renderRoute(<Header />);
  await waitFor(() => expect(useResourceStore.getState().entries[SITE_SETTINGS_KEY]?.status).toBe('error'), { timeout: 3000 });
  expect(screen.getByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
  expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/');
  expect(screen.getByTestId('estimate-link')).toHaveTextContent('Get an Estimate');
});

test('partial settings (single objects for lists, missing parts) still render', async () => {
  const partial = {
    Header: {
      MenuTab: {
        ComponentName: 'Main',
        Page: { Name: 'blog', URL: 'blog', Link: 'Blog', Page: { Name: 'x', URL: 'javascript:alert(1)' } },
      },
    },
  };
  serveContent({ settings: partial as unknown as SiteSettings });
  renderRoute(<Header />);
  const nav = screen.getByTestId('desktop-nav');
  expect(await within(nav).findByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  expect(within(nav).queryByRole('button')).toBeNull();
});
