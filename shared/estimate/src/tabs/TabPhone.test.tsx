import { screen } from '@testing-library/react';
import { useSiteStore } from '@handyman/platform';
import { field, mockFetch } from '@handyman/testing';
import { CORPORATE_PHONE, renderTabs, siteSettings } from '../testing/estimate-tabs-kit';

// The tab area's phone: a recently visited office's number, then the corporate tel number, then
// the corporate display number, then the national number.

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch({});
});

const phoneLink = () => screen.getByTestId('tab-phone');

test('the phone sits between the text before and below it, as a tel link', () => {
  renderTabs();
  expect(screen.getByText('Rather talk to a person? Call')).toBeInTheDocument();
  expect(phoneLink()).toHaveTextContent(CORPORATE_PHONE.display);
  expect(phoneLink()).toHaveAttribute('href', `tel:${CORPORATE_PHONE.tel}`);
  expect(screen.getByText('Free phone estimates, seven days a week')).toBeInTheDocument();
});

test('a recently visited office’s phone comes first', () => {
  useSiteStore.getState().setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142' });
  renderTabs();
  expect(phoneLink()).toHaveTextContent('(702) 555-0142');
  expect(phoneLink()).toHaveAttribute('href', 'tel:7025550142');
});

test.each([
  ['without a display number the corporate tel number is shown formatted', '', '18005550199', '(800) 555-0199', 'tel:18005550199'],
  ['without a tel number the corporate display number is used for both', '800-555-0123', '', '800-555-0123', 'tel:8005550123'],
  ['with no corporate phone at all the national number is shown', '', '', '866-FIX-MY-HOME', 'tel:18663496946'],
])('%s', (_name, display, tel, shown, href) => {
  renderTabs('/', {}, siteSettings({ TelephoneNumberDisplay: field(display), MainTelephoneNumber: field(tel) }));
  expect(phoneLink()).toHaveTextContent(shown);
  expect(phoneLink()).toHaveAttribute('href', href);
});
