import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TEST_CONFIG } from '@handyman/testing';
import { RichText } from './RichText';

// A server-rendered page hydrates its content markup without the sanitiser: the browser fetches it
// only when it must sanitise markup itself. The server's HTML comes from this test's modules (the
// test setup loaded their sanitiser); the browser's from fresh ones, whose sanitiser is not loaded.

const CONTENT = '<p onclick="steal()">Fix it <b>once</b>.</p><img src="a.png" alt="A"><script>window.pwned = true</script>';

function serverHtml(html: string): string {
  const router = createMemoryRouter([{ path: '/', element: <RichText className="body" html={html} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

async function hydrateInFreshModules(html: string) {
  const React = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const fresh = await import('react-router-dom');
  const { RichText: FreshRichText } = await import('./RichText');
  const sanitizer = await import('./sanitize');
  (await import('../config/runtime')).setRuntimeConfig(TEST_CONFIG);
  const container = document.createElement('div');
  container.innerHTML = serverHtml(html);
  document.body.append(container);
  const errors: unknown[] = [];
  let setHtml: (next: string) => void = () => undefined;
  function Page() {
    const [current, set] = React.useState(html);
    setHtml = set;
    return <FreshRichText className="body" html={current} />;
  }
  const router = fresh.createMemoryRouter([{ path: '/', element: <Page /> }]);
  await React.act(async () => {
    hydrateRoot(container, <fresh.RouterProvider router={router} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { act: React.act, container, errors, sanitizer, setHtml: (next: string) => setHtml(next) };
}

test('hydration keeps the server markup as it is and does not load the sanitiser', async () => {
  await jest.isolateModulesAsync(async () => {
    const before = serverHtml(CONTENT);
    expect(before).toContain('<b>once</b>');
    expect(before).not.toMatch(/onclick|script/);
    const { container, errors, sanitizer } = await hydrateInFreshModules(CONTENT);
    const image = container.querySelector('img');
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    expect(sanitizer.sanitizerLoaded()).toBe(false);
    expect(container.querySelector('img')).toBe(image);
  });
});

test('new markup after hydration is sanitised once the sanitiser is in', async () => {
  await jest.isolateModulesAsync(async () => {
    const { act, container, sanitizer, setHtml } = await hydrateInFreshModules(CONTENT);
    await act(async () => setHtml('<p onclick="steal()">Call us</p><script>window.pwned = true</script>'));
    await act(() => sanitizer.loadSanitizer());
    expect(sanitizer.sanitizerLoaded()).toBe(true);
    expect(container.querySelector('.body')?.outerHTML).toBe('<div class="body"><p>Call us</p></div>');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
