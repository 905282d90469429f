import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { HTTPError } from 'ky';
import { NotFoundError, ServiceUnavailableError } from '@handyman/platform';
import { mockFetch, renderRoute } from '@handyman/testing';
import { ErrorBoundary } from '@handyman/platform/ui';
import { breakStorage, contentSettled } from '../../testing/routing-kit';
import { renderRouteError } from './render-route-error';
import { ERROR_RELOAD_FLAG, resetReloadState } from './reload-once';
import { reloadPage } from './reload-page';
import { setPageBuilds } from '../../lib/page-builds';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

function httpError(status: number): HTTPError {
  return new HTTPError(new Response('', { status }), new Request('http://api.test/api/page?path=x'), {} as never);
}

/** A route whose page throws the error, with the boundary the shell puts around pages. */
function renderFailingRoute(error: unknown, url: string, otherwise?: () => ReactNode, owner?: 'blog') {
  const Broken = () => {
    throw error;
  };
  return renderRoute(
    <ErrorBoundary resetKey={url} fallback={(caught) => renderRouteError(caught, otherwise, owner)}>
      <Broken />
    </ErrorBoundary>,
    { url },
  );
}

const remoteFallback = () => <p>We couldn’t load this office page</p>;

beforeEach(() => {
  mockFetch({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await contentSettled();
  resetReloadState();
});

test('a content call that answered 503 shows the 503 page', () => {
  renderFailingRoute(httpError(503), '/resources/faqs');
  expect(screen.getByRole('heading', { level: 1, name: 'Oops...' })).toBeInTheDocument();
});

test('a 503 shows the 503 page even where other errors have their own fallback (remote areas)', () => {
  renderFailingRoute(new ServiceUnavailableError(), '/blog', remoteFallback);
  expect(screen.getByTestId('service-unavailable')).toBeInTheDocument();
  expect(screen.queryByText('We couldn’t load this office page')).toBeNull();
});

test('any other error caught on a shell page shows the 503 page', () => {
  renderFailingRoute(new TypeError('cannot read x of undefined'), '/careers');
  expect(screen.getByTestId('service-unavailable')).toBeInTheDocument();
});

test('an area with its own fallback keeps it for other errors', () => {
  renderFailingRoute(httpError(500), '/blog', remoteFallback);
  expect(screen.getByText('We couldn’t load this office page')).toBeInTheDocument();
});

test('missing content shows the not-found page, and never reloads', async () => {
  renderFailingRoute(new NotFoundError(), '/offices/nowhere');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(reloadPage).not.toHaveBeenCalled();
});

test('an error on an office page reloads it once; after that reload the error is shown', () => {
  const first = renderFailingRoute(new Error('chunk failed'), '/offices/summerlin', remoteFallback);
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('Reloading the page');
  first.unmount();

  // The reloaded document: the flag is still stored, so this time the error is shown.
  resetReloadState();
  renderFailingRoute(new Error('chunk failed'), '/offices/summerlin', remoteFallback);
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(screen.getByText('We couldn’t load this office page')).toBeInTheDocument();
});

test('an office page answered 503 twice: one reload, then the 503 page', () => {
  window.localStorage.setItem(ERROR_RELOAD_FLAG, String(Date.now()));
  renderFailingRoute(httpError(503), '/offices/summerlin/our-team', remoteFallback);
  expect(reloadPage).not.toHaveBeenCalled();
  expect(screen.getByTestId('service-unavailable')).toBeInTheDocument();
});

test('storage that throws: no reload, the error is shown at once', () => {
  breakStorage();
  renderFailingRoute(new Error('render bug'), '/offices/summerlin');
  expect(reloadPage).not.toHaveBeenCalled();
  expect(screen.getByTestId('service-unavailable')).toBeInTheDocument();
});

test("code that failed to load while its host is reachable: a moment's check, then the area's fallback (no full load)", async () => {
  setPageBuilds({ blog: '0123456789abcdef' }, ['blog']);
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
  const chunkError = Object.assign(new Error('Loading chunk 309 failed.'), {
    name: 'ChunkLoadError',
    request: 'http://remotes.test/blog/309.js',
  });
  renderFailingRoute(chunkError, '/blog', remoteFallback, 'blog');
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('We couldn’t load this office page')).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith('http://remotes.test/blog/309.js', { method: 'HEAD', cache: 'no-store' });
});
