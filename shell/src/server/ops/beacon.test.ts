import { parseBeacon } from './beacon';

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
