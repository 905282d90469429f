import { screen, within } from '@testing-library/react';
import { mockFetch, renderRoute } from '@handyman/testing';
import { contentSettled } from '../../testing/routing-kit';
import ServiceUnavailablePage from './ServiceUnavailablePage';

beforeEach(() => {
  mockFetch({});
  document.head.innerHTML = '<title>x</title>';
});

/** Renders the page and lets its settings request answer. */
async function renderPage() {
  const view = renderRoute(<ServiceUnavailablePage />);
  await contentSettled();
  return view;
}

test('says what happened and when it will be fixed', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Oops...' })).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on our end. We will be back soon.')).toBeInTheDocument();
});

test('the national number to call, as a tel link', async () => {
  await renderPage();
  expect(screen.getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('the most popular services, each linked to its service page', async () => {
  await renderPage();
  const list = within(screen.getByRole('navigation', { name: 'Most popular services' }));
  const links = list.getAllByRole('link').map((link) => [link.textContent?.replace('→', '').trim(), link.getAttribute('href')]);
  expect(links).toEqual([
    ['Doors', '/services/doors-and-windows/doors'],
    ['Floors', '/services/flooring'],
    ['Bathroom', '/services/bathroom-remodeling'],
    ['Painting', '/services/painting'],
    ['Fencing', '/services/fencing'],
    ['Drywall', '/services/drywall'],
    ['Carpentry', '/services/carpentry'],
  ]);
});

test('never indexed while shown', async () => {
  const { unmount } = await renderPage();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  unmount();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});
