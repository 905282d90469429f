import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { OfficePagesMenu } from './OfficePagesMenu';

// The office menu is a native disclosure, so a visitor can open it before the page's script
// arrives. Hydration must leave it open; only moving to another address closes it.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const pages = [
  { Name: 'home', URL: 'offices/summerlin', Link: 'Office Home' },
  { Name: 'our-team', URL: 'offices/summerlin/our-team', Link: 'Our Team' },
];

function page() {
  return createMemoryRouter([{ path: '*', element: <OfficePagesMenu label="Summerlin" pages={pages} serviceGroups={[]} /> }], {
    initialEntries: ['/offices/summerlin'],
  });
}

test('a menu opened before hydration stays open through it, and closes when the visitor moves on', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<RouterProvider router={page()} />);
  const menu = container.querySelector('details')!;
  menu.open = true; // the visitor taps the menu while the script is still loading

  const router = page();
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />);
  });
  expect(container.querySelector('details')).toHaveAttribute('open');

  await act(async () => {
    await router.navigate('/offices/summerlin/our-team');
  });
  expect(container.querySelector('details')).not.toHaveAttribute('open');
});
