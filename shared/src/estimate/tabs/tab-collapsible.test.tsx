import { act, screen } from '@testing-library/react';
import { mockFetch } from '@handyman/shared/testing';
import { renderTabs } from './tab-test-kit';

// Under 600 px wide the estimate form is a collapsible section, open when the hash asks for it.

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const disclosure = () => screen.queryByRole('button', { name: 'Request an estimate online' });

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch({});
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => setWidth(1024));

test('from 600 px wide the form is always shown', () => {
  setWidth(600);
  renderTabs();
  expect(disclosure()).toBeNull();
  expect(screen.getByText('The estimate form')).toBeVisible();
});

test('under 600 px the form starts closed and the visitor can open and close it', async () => {
  setWidth(599);
  const { user } = renderTabs();
  expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('The estimate form')).not.toBeVisible();
  expect(screen.getByTestId('tab-phone')).toBeVisible();

  await user.click(disclosure()!);
  expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('The estimate form')).toBeVisible();
  await user.click(disclosure()!);
  expect(screen.getByText('The estimate form')).not.toBeVisible();
});

test('under 600 px #GetEstimateLink opens it', async () => {
  setWidth(375);
  const { router } = renderTabs('/');
  await act(() => router.navigate('/#GetEstimateLink'));
  expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('The estimate form')).toBeVisible();
  await act(() => router.navigate('/#BookOnlineLink'));
  await act(() => router.navigate('/#somewhere'));
  expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
});

test('on the home page the second header page’s name opens the estimate tab and its form', () => {
  setWidth(375);
  renderTabs('/#QuoteRequest');
  expect(screen.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
});

test('turning the phone to landscape past 600 px shows the form', () => {
  setWidth(375);
  renderTabs();
  expect(screen.getByText('The estimate form')).not.toBeVisible();
  act(() => setWidth(700));
  expect(screen.getByText('The estimate form')).toBeVisible();
});
