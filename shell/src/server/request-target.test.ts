import { isRequestProblem, MAX_REQUEST_TARGET, parseRequestTarget } from './request-target';

const PUBLIC = 'https://www.brightwood.example';

test.each([
  ['/offices/summerlin?zip=89135', '/offices/summerlin', '?zip=89135'],
  ['http://evil.example/offices/summerlin?x=1', '/offices/summerlin', '?x=1'],
  ['//evil.example/blog', '//evil.example/blog', ''],
  ['/%2e%2e/a', '/a', ''],
])('%s is read on the public origin only', (target, pathname, search) => {
  const url = parseRequestTarget(target, PUBLIC);
  expect(isRequestProblem(url)).toBe(false);
  expect(url).toMatchObject({ origin: PUBLIC, pathname, search });
});

test.each([undefined, '', '*', 'offices', 'http://[::1', 'http://a b/', 'http://a:99999/'])('%j is a 400 with a message', (target) => {
  const problem = parseRequestTarget(target, PUBLIC);
  expect(problem).toMatchObject({ status: 400, message: expect.stringMatching(/^Bad request/) });
});

test('a target longer than any address is a 414', () => {
  expect(parseRequestTarget(`/${'a'.repeat(MAX_REQUEST_TARGET)}`, PUBLIC)).toEqual({ status: 414, message: 'URI too long.' });
});
