import { act, screen } from '@testing-library/react';
import { mockFetch } from '@handyman/testing';
import { renderTabs } from '../testing/estimate-tabs-kit';

// Under 600 px wide the estimate form is a collapsible section, open when the hash asks for it. The
// stylesheet does the folding (EstimateTabs.module.css: under 600 px, a live panel hides a closed
// form and shows the disclosure); these tests hold the state it reads. Browser tests look at it.

const disclosure = () => screen.queryByRole('button', { name: 'Request an estimate online' });

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch({});
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const formArea = () => screen.getByText('The estimate form').parentElement!;

test('the panel marks itself live when it mounts, so the stylesheet may fold its form', () => {
  renderTabs();
  expect(screen.getByTestId('estimate-tabs').querySelector('[data-live]')).toContainElement(formArea());
});

test('the form starts closed and the visitor can open and close it', async () => {
  const { user } = renderTabs();
  expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
  expect(disclosure()).toHaveAttribute('aria-controls', formArea().id);
  expect(formArea()).toHaveAttribute('data-open', 'false');
  expect(screen.getByTestId('tab-phone')).toBeVisible();

  await user.click(disclosure()!);
  expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
  expect(formArea()).toHaveAttribute('data-open', 'true');
  await user.click(disclosure()!);
  expect(formArea()).toHaveAttribute('data-open', 'false');
});

test('#GetEstimateLink opens it', async () => {
  const { router } = renderTabs('/');
  await act(() => router.navigate('/#GetEstimateLink'));
  expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
  expect(formArea()).toHaveAttribute('data-open', 'true');
  await act(() => router.navigate('/#BookOnlineLink'));
  await act(() => router.navigate('/#somewhere'));
  expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
});

test('on the home page the second header page’s name opens the estimate tab and its form', () => {
  renderTabs('/#QuoteRequest');
  expect(screen.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
});
