import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockFetch } from '@handyman/testing';
import { EstimateTabs } from './EstimateTabs';
import { provideSiteSettings, siteSettings, TAB_CONTENT } from '../testing/estimate-tabs-kit';

// The server sends the tab area with the form open and not yet live: a phone still loading the
// script can fill it in. Hydration makes it live; the stylesheet then folds a closed form under
// 600 px, unless the visitor had already started on it.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const form = (
  <form aria-label="Free estimate request">
    <label>
      Full Name <input name="name" defaultValue="" />
    </label>
    <label>
      State
      <select name="state" defaultValue="">
        <option value="">Choose</option>
        <option value="NV">Nevada</option>
      </select>
    </label>
  </form>
);

function page() {
  const router = createMemoryRouter([{ path: '*', element: <EstimateTabs content={TAB_CONTENT} page="offices" estimateForm={form} /> }], {
    initialEntries: ['/'],
  });
  return <RouterProvider router={router} />;
}

function serverPage(): HTMLElement {
  mockFetch({});
  provideSiteSettings(siteSettings());
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page());
  return container;
}

async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, page(), {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
}

const live = (container: HTMLElement) => container.querySelector('[data-live]');
const formArea = (container: HTMLElement) => container.querySelector('form')!.parentElement!;
const disclosure = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Request an estimate online')!;

test('the server sends the panel not yet live, and hydration makes it live with the form closed', async () => {
  const container = serverPage();
  expect(live(container)).toBeNull();
  expect(formArea(container)).toHaveAttribute('data-open', 'false');

  await hydrate(container);
  expect(live(container)).toContainElement(formArea(container));
  expect(formArea(container)).toHaveAttribute('data-open', 'false');
  expect(disclosure(container)).toHaveAttribute('aria-expanded', 'false');
});

test('a form the visitor typed in before the page was live stays open', async () => {
  const container = serverPage();
  container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ada Lovelace';

  await hydrate(container);
  expect(formArea(container)).toHaveAttribute('data-open', 'true');
  expect(disclosure(container)).toHaveAttribute('aria-expanded', 'true');
  expect(container.querySelector('input[name="name"]')).toHaveValue('Ada Lovelace');
});

test('a form the visitor is in (focus) before the page was live stays open', async () => {
  const container = serverPage();
  container.querySelector<HTMLSelectElement>('select')!.focus();

  await hydrate(container);
  expect(formArea(container)).toHaveAttribute('data-open', 'true');
});
