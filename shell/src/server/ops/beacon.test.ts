import { parseBeacon } from './beacon';
import { rememberBuild } from './build-labels';

test('takes a page view report with known vitals in range', () => {
  expect(parseBeacon('{"p":"/offices/summerlin","v":{"LCP":1.2,"CLS":0.05,"INP":0.12},"e":2}')).toEqual({
    path: '/offices/summerlin',
    vitals: { LCP: 1.2, CLS: 0.05, INP: 0.12 },
    errors: 2,
  });
});

test('refuses unknown names, numbers out of range and anything that is not a report', () => {
  for (const text of [
    'not json',
    'null',
    '{"v":{}}',
    '{"p":"https://x/","v":{}}',
    '{"p":"/","v":{"FID":1}}',
    '{"p":"/","v":{"LCP":-1}}',
    '{"p":"/","v":{"LCP":1e9}}',
    '{"p":"/","v":{},"e":1000}',
    '{"p":"/","v":{"CLS":"0.1"}}',
  ]) {
    expect([text, parseBeacon(text)]).toEqual([text, undefined]);
  }
});

test('hydration errors and full loads for a gone build are taken with the builds they name; builds this server never ran are "other"', () => {
  rememberBuild('0123456789abcdef');
  expect(parseBeacon('{"p":"/blog","v":{},"e":1,"h":2,"b":{"blog":"0123456789abcdef"}}')).toEqual({
    path: '/blog',
    vitals: {},
    errors: 1,
    hydration: { count: 2, builds: { blog: '0123456789abcdef' } },
  });
  expect(parseBeacon('{"p":"/","v":{},"e":0,"h":1,"b":{"shell":"ffffffffffffffff"}}')?.hydration).toEqual({
    count: 1,
    builds: { shell: 'other' },
  });
  expect(parseBeacon('{"p":"/blog/x","v":{},"e":0,"sk":{"r":"blog","b":"0123456789abcdef"}}')?.skew).toEqual({
    owner: 'blog',
    build: '0123456789abcdef',
  });
  // An owner that is neither the shell nor a remote, or a count out of range, is no report.
  for (const text of ['{"p":"/","v":{},"h":1,"b":{"evil":"x"}}', '{"p":"/","v":{},"h":1000,"b":{}}', '{"p":"/","v":{},"sk":{"r":"x"}}']) {
    expect([text, parseBeacon(text)]).toEqual([text, undefined]);
  }
});
