import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createServerResourceStore,
  loadResource,
  ResourceStoreContext,
  useResource,
  useResourceStore,
  NotFoundError,
  loadPage,
  OFFICE_CARD,
  useOfficeView,
} from '@handyman/platform';
import { buildCorporateControl, buildFranchiseHome, envelope, mockFetch } from '@handyman/testing';
import { dehydrateResources, hydrateResources } from './dehydrate';
import { renderComplete } from '../testing/server-render-kit';

function Two() {
  // Two resources in one component: the second must be waited for too (use() is matched by order).
  const first = useResource('first', async () => 'one');
  const second = useResource('second', () => new Promise<string>((resolve) => setTimeout(() => resolve('two'), 20)));
  return <p>{`${first.data ?? 'loading'} ${second.data ?? 'loading'}`}</p>;
}

test('on the server a component waits for each of its resources, so the HTML is complete', async () => {
  const store = createServerResourceStore();
  const html = await renderComplete(
    <ResourceStoreContext.Provider value={store}>
      <Suspense fallback="…">
        <Two />
      </Suspense>
    </ResourceStoreContext.Provider>,
  );
  expect(html).toContain('one two');
});

test('each server render has its own cache; the browser cache is untouched', async () => {
  const [a, b] = [createServerResourceStore(), createServerResourceStore()];
  const Page = () => <p>{useResource('office', async () => 'office').data}</p>;
  await renderComplete(
    <ResourceStoreContext.Provider value={a}>
      <Suspense>
        <Page />
      </Suspense>
    </ResourceStoreContext.Provider>,
  );
  expect(dehydrateResources(a)).toEqual({ office: { status: 'success', data: 'office' } });
  expect(dehydrateResources(b)).toEqual({});
  expect(useResourceStore.getState().entries).toEqual({});
});

test('what the server loaded (errors too) fills the browser cache before hydration', async () => {
  const store = createServerResourceStore();
  const Page = () => {
    const { error } = useResource('missing', async () => {
      throw new NotFoundError('gone');
    });
    return <p>{error instanceof Error ? error.name : 'none'}</p>;
  };
  const html = await renderComplete(
    <ResourceStoreContext.Provider value={store}>
      <Suspense>
        <Page />
      </Suspense>
    </ResourceStoreContext.Provider>,
  );
  expect(html).toContain('NotFoundError');
  hydrateResources(JSON.parse(JSON.stringify(dehydrateResources(store))));
  expect(renderToString(<Page />)).toContain('NotFoundError');
});

test('an HTML-only entry stays out of the JSON state when loaded, but its error travels', async () => {
  const store = createServerResourceStore();
  store.setState({
    entries: {
      'html-only:list': { status: 'success', data: ['a long list'] },
      'html-only:failed': { status: 'error', error: new NotFoundError('gone') },
      page: { status: 'success', data: 'content' },
    },
  });
  const Reader = ({ name }: { name: string }) => {
    useResource(name, async () => name);
    return null;
  };
  await renderComplete(
    <ResourceStoreContext.Provider value={store}>
      <Suspense>
        {['html-only:list', 'html-only:failed', 'page'].map((key) => (
          <Reader key={key} name={key} />
        ))}
      </Suspense>
    </ResourceStoreContext.Provider>,
  );
  expect(dehydrateResources(store)).toEqual({
    'html-only:failed': { status: 'error', error: { name: 'NotFoundError', message: 'gone' } },
    page: { status: 'success', data: 'content' },
  });
});

test("content only a route's loader read stays out of the page's cache block: it travels as the loader's data", async () => {
  const store = createServerResourceStore();
  await loadResource('page:blog', async () => ({ heading: 'Blog' }), { store });
  const Page = () => <p>{useResource('settings', async () => 'settings').data}</p>;
  await renderComplete(
    <ResourceStoreContext.Provider value={store}>
      <Suspense>
        <Page />
      </Suspense>
    </ResourceStoreContext.Provider>,
  );
  expect(dehydrateResources(store)).toEqual({ settings: { status: 'success', data: 'settings' } });
});

test('what the render was given (a posted form) travels with the page whether or not a component read it', () => {
  const store = createServerResourceStore();
  store.setState({ entries: { 'estimate-submission': { status: 'success', data: { values: { summary: 'x' } } } } });
  expect(dehydrateResources(store)).toEqual({});
  expect(dehydrateResources(store, ['estimate-submission'])).toEqual({
    'estimate-submission': { status: 'success', data: { values: { summary: 'x' } } },
  });
});

test("an office's page, loaded once by the page's loader, travels only as the views of it the page's parts read", async () => {
  const home = buildFranchiseHome({ FranchiseCorporateControl: buildCorporateControl({ PhoneNumber: { Value: '702-555-0142' } }) });
  const fetchMock = mockFetch({ 'GET /api/page': envelope([{ FranchiseHomePage: home }], { path: 'offices/summerlin' }) });
  const store = createServerResourceStore();
  await loadPage('/offices/summerlin', store);
  const Phone = () => <p>{useOfficeView(OFFICE_CARD, '/offices/summerlin').data?.phone}</p>;
  const html = await renderComplete(
    <ResourceStoreContext.Provider value={store}>
      <Suspense>
        <Phone />
      </Suspense>
    </ResourceStoreContext.Provider>,
  );
  expect(html).toContain('702-555-0142');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const state = dehydrateResources(store);
  expect(Object.keys(state)).toEqual(['office:card:offices/summerlin']);
  expect(JSON.stringify(state).length).toBeLessThan(JSON.stringify(home).length / 4);
});
