import { envelope, mockFetch } from '@handyman/testing';
import { getPage } from './get-page';

test('asks the content service for the normalised path with the shared request options', async () => {
  const fetchMock = mockFetch({ 'GET /api/page': envelope([{ DetailPage: { Name: 'FAQs' } }]) });
  const page = await getPage('/Resources/FAQs');
  expect(page.results).toEqual([{ DetailPage: { Name: 'FAQs' } }]);
  const request = fetchMock.mock.calls[0]![0] as Request;
  expect(request.url).toBe('http://api.test/api/page?path=resources%2Ffaqs');
  expect(request.headers.get('Ocp-Apim-Subscription-Key')).toBe('test-key');
  expect(request.headers.get('Content-Type')).toBe('application/json');
  expect(request.cache).toBe('no-cache');
});

test('no results means not found', async () => {
  mockFetch({ 'GET /api/page': envelope([]) });
  await expect(getPage('/nothing')).rejects.toMatchObject({ name: 'NotFoundError' });
});

test('a 404 envelope means not found', async () => {
  mockFetch({});
  await expect(getPage('/nothing')).rejects.toMatchObject({ name: 'NotFoundError' });
});

test('a server error is an error, not a missing page', async () => {
  mockFetch({ 'GET /api/page': () => new Response('boom', { status: 500 }) });
  await expect(getPage('/x')).rejects.toMatchObject({ name: 'HTTPError' });
});
