import type { ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { NotFoundError } from '@handyman/platform';
import { mockFetch, renderRoute, TEST_CONFIG } from '@handyman/testing';
import { createBrowserRemoteLoader } from '../../federation/browser-remote-loader';
import { RemotePage } from './RemotePage';
import { RemoteLoaderContext, type RemoteLoader } from './remote-loader';
import { REMOTE_PATIENCE_MS } from './use-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const blogModule = (list: () => ReactElement) => ({ pages: { list } });
const BlogList = () => <p>Latest posts</p>;

let loader: RemoteLoader;
/** Renders `element` where the app renders it in the browser: below the page's RemoteLoader. */
const inApp = (element: ReactElement) => <RemoteLoaderContext.Provider value={loader}>{element}</RemoteLoaderContext.Provider>;

beforeEach(() => {
  loader = createBrowserRemoteLoader(TEST_CONFIG);
  mockFetch({});
});

test('renders the page the route names from the remote route module', async () => {
  loadRemoteMock.mockResolvedValue(blogModule(BlogList));
  renderRoute(inApp(<RemotePage remote="blog" page="list" />));
  expect(await screen.findByText('Latest posts')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('blog/routes');
});

test('an offline remote shows the fallback, and retry loads it once it is back', async () => {
  loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
  renderRoute(inApp(<RemotePage remote="blog" page="list" />));
  expect(await screen.findByRole('heading', { name: 'We couldn’t load the blog' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);

  loadRemoteMock.mockResolvedValue(blogModule(BlogList));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Latest posts')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'blog', entry: 'http://remotes.test/blog/mf-manifest.json' }], { force: true });
});

test('a slow remote shows the fallback after the patience time, then the page when it arrives', async () => {
  jest.useFakeTimers();
  let arrive: (module: unknown) => void = () => undefined;
  loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderRoute(inApp(<RemotePage remote="catalog" page="servicesIndex" />));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(REMOTE_PATIENCE_MS - 1));
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('remote-fallback-catalog')).toBeInTheDocument();

  await act(async () => arrive({ pages: { servicesIndex: () => <p>All services</p> } }));
  expect(screen.getByText('All services')).toBeInTheDocument();
  jest.useRealTimers();
});

test('back on an area whose remote still hangs after the patience time: the fallback at once, one load', async () => {
  jest.useFakeTimers();
  let arrive: (module: unknown) => void = () => undefined;
  loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const { router } = renderRoute(inApp(<RemotePage remote="blog" page="list" />), { url: '/blog', path: '/blog' });
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(() => router.navigate('/offices'));
  expect(screen.getByText('other route')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(REMOTE_PATIENCE_MS));
  await act(() => router.navigate('/blog'));
  expect(screen.getByTestId('remote-fallback-blog')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);

  await act(async () => arrive(blogModule(BlogList)));
  expect(screen.getByText('Latest posts')).toBeInTheDocument();
  jest.useRealTimers();
});

test('back on an area before the patience time is up: the fallback when the first visit’s patience ends', async () => {
  jest.useFakeTimers();
  loadRemoteMock.mockReturnValue(new Promise(() => undefined));
  const { router } = renderRoute(inApp(<RemotePage remote="blog" page="list" />), { url: '/blog', path: '/blog' });
  act(() => jest.advanceTimersByTime(REMOTE_PATIENCE_MS / 2));
  await act(() => router.navigate('/offices'));
  await act(() => router.navigate('/blog'));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(REMOTE_PATIENCE_MS / 2 - 1));
  expect(screen.queryByTestId('remote-fallback-blog')).toBeNull();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('remote-fallback-blog')).toBeInTheDocument();
  jest.useRealTimers();
});

test('a page that throws while rendering shows the fallback; the header and other areas are untouched', async () => {
  let broken = true;
  const Flaky = () => {
    if (broken) throw new Error('render bug');
    return <p>Recovered</p>;
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockResolvedValue(blogModule(Flaky));
  renderRoute(
    inApp(
      <>
        <header>Site header</header>
        <RemotePage remote="blog" page="list" />
      </>,
    ),
  );
  expect(await screen.findByTestId('remote-fallback-blog')).toBeInTheDocument();
  expect(screen.getByText('Site header')).toBeInTheDocument();
  broken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Recovered')).toBeInTheDocument();
});

test('a page whose content does not exist shows the not-found page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockResolvedValue(
    blogModule(() => {
      throw new NotFoundError();
    }),
  );
  renderRoute(inApp(<RemotePage remote="blog" page="list" />));
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
});

test('a module that does not honour the contract is treated as unavailable', async () => {
  loadRemoteMock.mockResolvedValue({ default: BlogList });
  renderRoute(inApp(<RemotePage remote="franchise" page="home" />));
  expect(await screen.findByTestId('remote-fallback-franchise')).toBeInTheDocument();
});
