import { createPageRecord, type PageRecord } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { readPageRecord, writePageRecord } from './page-record-block';

test('the browser reads back what the server rendered: path, remotes, content, config, loaders and the route error', () => {
  const rendered: PageRecord = {
    ...createPageRecord(
      '/offices/x',
      true,
      Object.assign(new Error('No such office'), { name: 'NotFoundError', response: { status: 404 } }),
    ),
    remotesRendered: ['franchise'],
    remoteFallbacks: ['blog'],
    head: { themeColor: '#d02030' },
    status: 404,
    config: TEST_CONFIG,
    resources: { 'page:/offices/x': { status: 'success', data: { title: '</script>' } } },
    loaderData: { 'franchise:home:/offices/:franchise': { data: { name: 'X' } } },
    loaderErrors: { 'franchise:home:/offices/:franchise': { name: 'NotFoundError', message: 'No such office' } },
    remoteRoute: {
      remote: 'franchise',
      routeId: 'home',
      id: 'franchise:home:/offices/:franchise',
      path: '/offices/:franchise',
      loads: true,
    },
  };
  const read = readPageRecord(writePageRecord(rendered));
  expect(read).toMatchObject({
    server: false,
    path: '/offices/x',
    remotesRendered: ['franchise'],
    remoteFallbacks: ['blog'],
    config: TEST_CONFIG,
    resources: rendered.resources,
    loaderData: rendered.loaderData,
    loaderErrors: rendered.loaderErrors,
    remoteRoute: rendered.remoteRoute,
  });
  expect(read.routeError).toMatchObject({ name: 'NotFoundError', message: 'No such office', response: { status: 404 } });
  // The head and status are the server's answer, not hydration's.
  expect(read.head).toEqual({});
  expect(read.status).toBeUndefined();
});
