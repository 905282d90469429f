import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ZipLookupForm } from './ZipLookupForm';

// A server-rendered finder whose part of the page is still the server's HTML when the visitor
// focuses it and types (a phone hydrating slowly): React queues the focus and replays it once that
// part is live. The replay must not clear what was typed meanwhile.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function page(Form: ComponentType) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <Form />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return <RouterProvider router={router} />;
}

test('a ZIP typed while its part of the page hydrates is kept when the focus is replayed', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(() => <ZipLookupForm />));

  // The browser's form code arrives late: until then React can only queue what happens there.
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: () => <ZipLookupForm /> })));
  const LateForm = lazy(() => arrived);
  await act(async () => {
    root = hydrateRoot(container, page(LateForm));
  });

  const input = container.querySelector<HTMLInputElement>('input[name="zipCode"]')!;
  act(() => {
    input.focus();
    input.value = '89134';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

  await act(async () => {
    arrive();
    await arrived;
  });
  // The replay is scheduled after the part commits.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

  expect(input.isConnected).toBe(true);
  expect(input).toHaveValue('89134');
});
