import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createServerResourceStore,
  loadResource,
  ResourceStoreContext,
  useResource,
  useResourceStore,
  NotFoundError,
} from '@handyman/platform';
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
