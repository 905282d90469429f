import '../testing/server-render-kit';
import {
  defineRoute,
  NotFoundError,
  PageRedirect,
  ROUTE_MODULE_VERSION,
  setRuntimeConfig,
  type RemoteRouteModule,
  type RuntimeConfig,
} from '@handyman/platform';
import { buildSiteSettings, mockFetch, TEST_CONFIG } from '@handyman/testing';
import type { RemoteLoader } from '../lib/remote-loader';
import { RenderFailedError, renderPage } from './render-page';

// The server works a remote's page out with the route's loader before its one render: the loader's
// data reaches the component, and its status, head, redirect or not-found decide the answer.

const loads: string[] = [];

const guides = defineRoute<{ heading: string; count: number }>({
  id: 'guides',
  paths: ['/blog/guides', '/blog/guides/:topic'],
  async loader({ params }) {
    loads.push(params.topic ?? '');
    if (params.topic === 'missing') throw new NotFoundError('no such topic');
    if (params.topic === 'old') throw new PageRedirect('/blog/guides/new');
    if (params.topic === 'away') throw new PageRedirect('https://elsewhere.example/');
    return {
      data: { heading: `Guides ${params.topic ?? 'all'}`, count: 3 },
      head: { title: 'Repair guides', robots: 'noindex' },
      status: 200,
    };
  },
  Component: ({ data }) => (
    <h1>
      {data.heading} ({data.count})
    </h1>
  ),
});

const broken = defineRoute<null>({
  id: 'broken',
  paths: ['/blog/broken'],
  loader: async () => {
    loads.push('broken');
    return { data: null };
  },
  Component: () => {
    throw new Error('a bug in the component');
  },
});

const blog: RemoteRouteModule = { version: ROUTE_MODULE_VERSION, routes: [guides, broken] };

function remotesWith(module: RemoteRouteModule | null) {
  const loader: RemoteLoader = {
    loaded: () => module ?? undefined,
    load: () => (module ? Promise.resolve(module) : Promise.reject(new Error('down'))),
    retry: () => (module ? Promise.resolve(module) : Promise.reject(new Error('down'))),
    pendingAge: () => 0,
    awaited: () => Promise.resolve(module),
  };
  return { forRender: () => loader, pageConfig: (config: RuntimeConfig) => ({ config, builds: {} }) };
}

beforeEach(() => {
  loads.length = 0;
  setRuntimeConfig(TEST_CONFIG);
  mockFetch({ 'GET /api/x31': { GlobalSettings: buildSiteSettings() } });
});

test("the loader's data is rendered, once, with its head and status", async () => {
  const result = await renderPage(new URL('http://site.test/blog/guides/decks'), remotesWith(blog));
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  expect(result.status).toBe(200);
  expect(result.html).toContain('Guides decks<!-- --> (<!-- -->3<!-- -->)');
  // The head comes first in React's HTML, for the document to move into its head.
  expect(result.html).toMatch(/^<title>Repair guides[^<]*<\/title>.*<meta name="robots" content="noindex"\/>/);
  expect(Object.values(result.record.loaderData ?? {})).toContainEqual(
    expect.objectContaining({ data: { heading: 'Guides decks', count: 3 } }),
  );
  expect(loads).toEqual(['decks']);
});

test('a loader that finds nothing gives the not-found page and a 404 in the same render', async () => {
  const result = await renderPage(new URL('http://site.test/blog/guides/missing'), remotesWith(blog));
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  expect(result.status).toBe(404);
  expect(Object.values(result.record.loaderErrors ?? {})).toEqual([expect.objectContaining({ name: 'NotFoundError' })]);
  expect(loads).toEqual(['missing']);
});

test('a redirect from a loader is a permanent redirect, always to a path of this site', async () => {
  expect(await renderPage(new URL('http://site.test/blog/guides/old'), remotesWith(blog))).toEqual({
    kind: 'redirect',
    status: 301,
    location: '/blog/guides/new',
  });
  const away = await renderPage(new URL('http://site.test/blog/guides/away'), remotesWith(blog));
  expect(away.kind === 'redirect' && new URL(away.location, 'http://site.test/').origin).toBe('http://site.test');
});

test("an address under a remote's prefix that none of its routes serves is not found; a remote that cannot be had is a 503 fallback", async () => {
  const missing = await renderPage(new URL('http://site.test/blog/nothing/here/at/all/x'), remotesWith(blog));
  expect(missing.kind === 'page' && missing.status).toBe(404);
  const down = await renderPage(new URL('http://site.test/blog/guides'), remotesWith(null));
  if (down.kind !== 'page') throw new Error('expected a page');
  expect(down.status).toBe(503);
  expect(down.record.remoteFallbacks).toEqual(['blog']);
  expect(loads).toEqual([]);
});

test('a page that throws while rendering fails the render, which is never run a second time', async () => {
  const rendering = renderPage(new URL('http://site.test/blog/broken'), remotesWith(blog));
  await expect(rendering).rejects.toBeInstanceOf(RenderFailedError);
  await expect(rendering).rejects.toHaveProperty('cause', expect.objectContaining({ message: 'a bug in the component' }));
  expect(loads).toEqual(['broken']);
});
