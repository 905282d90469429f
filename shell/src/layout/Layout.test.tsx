import { act, render, screen, waitFor } from '@testing-library/react';
import { SITE_SETTINGS_KEY, useResourceStore } from '@handyman/platform';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { serveContent } from '../testing/layout-fixtures';
import { Layout } from './Layout';

async function renderLayout(url: string) {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '*', element: <p>page content</p> }] }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(useResourceStore.getState().entries[SITE_SETTINGS_KEY]?.status).toBe('success'));
  return view;
}

test('pages get the site header and the (lazily loaded) footer', async () => {
  serveContent();
  await renderLayout('/services');
  expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByText('page content')).toBeInTheDocument();
});

test('campaign pages hide the normal header and footer', async () => {
  serveContent();
  await renderLayout('/offices/summerlin/campaign/summer-ready');
  expect(screen.getByText('page content')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByTestId('estimate-link')).toBeNull();
  // The footer is lazy: once its module has loaded, any render of it would have landed.
  await act(async () => {
    await import('./footer/Footer');
  });
  expect(screen.queryByTestId('site-footer')).toBeNull();
});
