import { loggedPath } from './access-log';

test('a logged path keeps the query parameter names, never their values', () => {
  expect(loggedPath('/blog/search?q=my+address&utm_source=mail')).toBe('/blog/search?q&utm_source');
  expect(loggedPath('/offices')).toBe('/offices');
  expect(loggedPath(undefined)).toBe('/');
});
