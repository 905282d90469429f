import { act, lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated, useServerRender } from './use-hydrated';
import { pageLiveHolds } from './near-view/live-holds';

// What the server draws, what hydration keeps, and what a part switches to once the page is live.
// Each probe writes down every render it makes.

let renders: string[] = [];

function Switch() {
  const hydrated = useHydrated();
  renders.push(`switch:${hydrated}`);
  return <p>{hydrated ? 'live' : 'server'}</p>;
}

function Probe() {
  const serverRender = useServerRender();
  renders.push(`probe:${serverRender}`);
  return <p>{serverRender ? 'server' : 'browser'}</p>;
}

function serverPage(page: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

beforeEach(() => {
  renders = [];
  document.body.innerHTML = '';
});

test('the server draws a part switched off, and hydration keeps that HTML', async () => {
  const container = serverPage(<Switch />);
  expect(container.textContent).toBe('server');
  renders = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Switch />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // Hydrated with the server's value, then switched on in one more render.
  expect(renders).toEqual(['switch:false', 'switch:true']);
  expect(container.textContent).toBe('live');
});

test('the page is not marked live before its parts have switched on', async () => {
  const holds: number[] = [];
  function Held() {
    const hydrated = useHydrated();
    holds.push(pageLiveHolds());
    return <p>{hydrated ? 'live' : 'server'}</p>;
  }
  const container = serverPage(<Held />);
  holds.length = 0;
  await act(async () => {
    hydrateRoot(container, <Held />);
  });
  // Hydrating: nothing held yet; drawing the switch: held; once drawn: released.
  expect(holds).toEqual([0, 1]);
  expect(pageLiveHolds()).toBe(0);
  expect(container.textContent).toBe('live');
});

test('a part drawn by the browser alone is switched on from its first render', async () => {
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<Switch />));
  expect(renders).toEqual(['switch:true']);
  expect(pageLiveHolds()).toBe(0);
});

test('useServerRender is true on the server and while hydrating, and draws nothing again after', async () => {
  const container = serverPage(<Probe />);
  expect(container.textContent).toBe('server');
  renders = [];
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  expect(renders).toEqual(['probe:true']);
  expect(container.textContent).toBe('server');

  const browserOnly = document.createElement('div');
  renders = [];
  await act(async () => createRoot(browserOnly).render(<Probe />));
  expect(renders).toEqual(['probe:false']);
  expect(browserOnly.textContent).toBe('browser');
});

test('a switch that cannot be drawn yet holds the live mark for two seconds at most', async () => {
  jest.useFakeTimers();
  try {
    // Another part starts a transition in the same task, and what it shows never loads: React
    // draws the two together, so the switch waits too.
    const never = new Promise<{ default: () => ReactNode }>(() => undefined);
    const Never = lazy(() => never);
    function Other() {
      const [show, setShow] = useState(false);
      useEffect(() => startTransition(() => setShow(true)), []);
      return <Suspense fallback={<i>loading</i>}>{show ? <Never /> : <i>ready</i>}</Suspense>;
    }
    const page = (
      <div>
        <Switch />
        <Other />
      </div>
    );
    const container = serverPage(page);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(container.textContent).toContain('server');
    expect(pageLiveHolds()).toBe(1);
    await act(async () => jest.advanceTimersByTime(1999));
    expect(pageLiveHolds()).toBe(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(pageLiveHolds()).toBe(0);
    act(() => root?.unmount());
  } finally {
    jest.useRealTimers();
  }
});
