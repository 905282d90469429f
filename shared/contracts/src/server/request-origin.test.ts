import { foreignOriginProblem, originOf } from './request-origin';

const SITE = ['https://www.example.com'];

test("a browser's post is taken from this origin's own page or a site origin, and refused from any other", () => {
  expect(foreignOriginProblem({ 'sec-fetch-site': 'same-origin', origin: 'https://api.example.com' }, SITE)).toBeUndefined();
  expect(foreignOriginProblem({ 'sec-fetch-site': 'cross-site', origin: 'https://www.example.com' }, SITE)).toBeUndefined();
  expect(foreignOriginProblem({ origin: 'https://www.example.com' }, SITE)).toBeUndefined();
  expect(foreignOriginProblem({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, SITE)).toBe(
    'posted from https://evil.example, which is not this site',
  );
  expect(foreignOriginProblem({ origin: 'null' }, SITE)).toMatch(/not this site/);
  expect(foreignOriginProblem({ 'sec-fetch-site': 'same-site' }, SITE)).toMatch(/same-site request without an Origin/);
});

test('a request no browser sent (no Origin, no Fetch Metadata) acts only as itself and is let through', () => {
  expect(foreignOriginProblem({}, SITE)).toBeUndefined();
});

test('origins are read from URLs as browsers write them', () => {
  expect(originOf('https://WWW.Example.com:443/path?q')).toBe('https://www.example.com');
  expect(originOf('http://localhost:3000/')).toBe('http://localhost:3000');
  expect(originOf('not a url')).toBeUndefined();
});

test('an allowed origin may leave its port open, as CSP writes it (the local default)', () => {
  const local = ['http://localhost:*'];
  expect(foreignOriginProblem({ origin: 'http://localhost:33160' }, local)).toBeUndefined();
  expect(foreignOriginProblem({ origin: 'http://localhost.evil.example:80' }, local)).toMatch(/not this site/);
  expect(foreignOriginProblem({ origin: 'http://evil.localhost:3000' }, local)).toMatch(/not this site/);
  expect(foreignOriginProblem({ origin: 'http://localhost' }, local)).toMatch(/not this site/);
});
