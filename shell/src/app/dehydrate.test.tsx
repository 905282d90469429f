import { Suspense } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { createServerResourceStore, ResourceStoreContext, useResource, useResourceStore, NotFoundError } from '@handyman/platform';
import { dehydrateResources, hydrateResources } from './dehydrate';

// React's Node renderer schedules with setImmediate, which the jsdom test environment lacks.
globalThis.setImmediate ??= nodeSetImmediate;

/** Renders like the shell's server: waits for every Suspense boundary, then collects the HTML. */
function renderComplete(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => queueMicrotask(() => stream.pipe(sink)),
      onShellError: reject,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
  });
}

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
