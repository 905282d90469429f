import { screen, waitFor, within } from '@testing-library/react';
import { useResourceStore } from '@handyman/platform';
import { renderRoute } from '@handyman/testing';
import { serveContent } from '../../../testing/layout-fixtures';
import Footer from '../Footer';
import { paymentTypes } from './payment-types';

test('on an office page the footer adds its address with the licence number, payment types and brand links', async () => {
  serveContent();
  renderRoute(<Footer />, { url: '/offices/summerlin/reviews' });
  const office = await screen.findByRole('region', { name: 'Brightwood Handyman of Summerlin' });
  expect(office).toHaveTextContent('10300 W Charleston Blvd, Suite 13-218');
  expect(office).toHaveTextContent('Las Vegas, NV 89135');
  expect(within(office).getByText('License #0079431')).toBeInTheDocument();
  expect(office).toHaveTextContent('Brightwood Handyman of Summerlin is independently owned. Serving Las Vegas, NV.');
  expect(
    within(office)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(expect.arrayContaining(['Visa', 'Mastercard', 'Check']));
  const parent = within(office).getByRole('link', { name: /A Brightwood Hardware Company/ });
  expect(parent).toHaveAttribute('href', 'https://hardware.example/');
  expect(parent).toHaveAttribute('target', '_blank');
  expect(within(office).getByRole('link', { name: /Own a Brightwood Franchise/ })).toHaveAttribute('href', 'https://franchise.example/');
});

test('corporate pages and unknown offices get no office additions', async () => {
  serveContent();
  const { unmount } = renderRoute(<Footer />, { url: '/services' });
  await screen.findByTestId('copyright');
  expect(screen.queryByTestId('franchise-footer')).toBeNull();
  unmount();
  renderRoute(<Footer />, { url: '/offices/nowhere' });
  await waitFor(() => expect(useResourceStore.getState().entries['page:offices/nowhere']?.status).toBe('error'));
  expect(screen.queryByTestId('franchise-footer')).toBeNull();
});

test('payment types are the pipe-separated values, trimmed, without empties', () => {
  expect(paymentTypes('Visa|Mastercard| Check |')).toEqual(['Visa', 'Mastercard', 'Check']);
  expect(paymentTypes(undefined)).toEqual([]);
});
