import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './use-media-query';

// A phone-sized screen: the query matches until the test says otherwise.
let narrow = true;
const listeners = new Set<() => void>();
beforeEach(() => {
  narrow = true;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return narrow;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

let renders: boolean[] = [];
function Narrow() {
  const matches = useMediaQuery('(max-width: 599px)');
  renders.push(matches);
  return <p>{matches ? 'narrow' : 'wide'}</p>;
}

beforeEach(() => {
  renders = [];
});

test('the server draws the wide layout, hydration keeps it, and then the phone gets its own', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Narrow />);
  expect(container.textContent).toBe('wide');
  renders = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Narrow />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(renders).toEqual([false, true]);
  expect(container.textContent).toBe('narrow');
});

test('a part the browser draws alone reads the screen from its first render, and follows changes', async () => {
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<Narrow />));
  expect(renders).toEqual([true]);
  await act(async () => {
    narrow = false;
    for (const listener of listeners) listener();
  });
  expect(container.textContent).toBe('wide');
});
