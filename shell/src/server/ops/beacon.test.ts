import { rememberBuild } from './build-labels';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RateLimiter } from '@handyman/contracts/server';
import { answerBeacon, BEACON_PATH, MAX_ERRORS, parseBeacon, type BeaconRules } from './beacon';
import { runInRequest } from './request-context';
import { metrics } from './shell-metrics';

test('takes a page view report with known vitals in range', () => {
  expect(parseBeacon('{"p":"/offices/summerlin","v":{"LCP":1.2,"CLS":0.05,"INP":0.12},"e":2}')).toEqual({
    path: '/offices/summerlin',
    vitals: { LCP: 1.2, CLS: 0.05, INP: 0.12 },
    errors: 2,
  });
  // However many errors a page claims, one beacon adds at most MAX_ERRORS.
  expect(parseBeacon('{"p":"/","e":100}')?.errors).toBe(MAX_ERRORS);
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

/** The shell's defaults (settings.ts). */
const PER_CLIENT = { capacity: 20, refillPerMinute: 10 };

describe('forged beacons', () => {
  const SITE = 'http://site.example';
  const clock = { now: 0 };
  let rules: BeaconRules;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const clientAddress = String(request.headers['x-test-client']);
      void runInRequest({ requestId: 'test-request-id', clientAddress }, () => answerBeacon(request, response, rules));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BEACON_PATH}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    rules = {
      siteOrigin: SITE,
      perClient: new RateLimiter(PER_CLIENT, () => clock.now),
      overall: new RateLimiter({ capacity: 50, refillPerMinute: 50 }, () => clock.now, 1),
    };
  });

  const errorsOn = async (page: string) =>
    (await metrics.browserErrors.get()).values.find((value) => value.labels.page === page)?.value ?? 0;
  const send = (client: string, headers: Record<string, string>, page = '/packages') =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'x-test-client': client, ...headers },
      body: JSON.stringify({ p: page, v: {}, e: 100 }),
    });

  test('from anywhere but a page of the site, a beacon records nothing', async () => {
    const before = await errorsOn('packages');
    const answers = await Promise.all(
      ([{}, { Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }] as Record<string, string>[]).map(
        (headers) => send('198.51.100.1', headers),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(await errorsOn('packages')).toBe(before);
  });

  test('a flood from one client moves the error count by its bucket at most: 1,000 forged beacons of 100 errors add 200', async () => {
    const before = await errorsOn('packages');
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => send('198.51.100.2', { Origin: SITE })));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(PER_CLIENT.capacity);
    expect(await errorsOn('packages')).toBe(before + PER_CLIENT.capacity * MAX_ERRORS);
    // A minute later the bucket has refilled by its rate, and no more.
    clock.now += 60_000;
    await Promise.all(Array.from({ length: 100 }, () => send('198.51.100.2', { 'Sec-Fetch-Site': 'same-origin' })));
    expect(await errorsOn('packages')).toBe(before + (PER_CLIENT.capacity + PER_CLIENT.refillPerMinute) * MAX_ERRORS);
  }, 30_000);

  test('a flood from many clients is bounded by the overall budget', async () => {
    const before = await errorsOn('blog');
    const answers = await Promise.all(Array.from({ length: 300 }, (_, n) => send(`203.0.113.${n % 250}`, { Origin: SITE }, '/blog')));
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(50);
    expect(await errorsOn('blog')).toBe(before + 50 * MAX_ERRORS);
  });
});
