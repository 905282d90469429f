import type { Browser } from '@playwright/test';
import { EVERYONE, expectedTags, seedTags, visitorContext, type SeedTag, type Visitor } from '../../support/privacy';
import { watchTags } from '../../support/privacy';
import { expect, test } from '../../support/test';

// Pages stay one copy for everyone: the render cache (and a CDN in front) hands the same bytes to a
// visitor who opted out on the choices page and to one who did not, and each runs the tags their own
// choice allows. A request with Sec-GPC: 1 is the one thing a page varies on (Vary: Sec-GPC): its
// copy has no advertising tag in it, and never reaches anyone else.

const OPTED_OUT: Visitor = { name: 'opted out', cookie: 'sale-out.analytics-on', allowed: ['strictly-necessary', 'analytics'] };
const GPC: Visitor = { name: 'GPC', headers: { 'Sec-GPC': '1' }, allowed: ['strictly-necessary', 'analytics'] };
const ANYONE: Visitor = { name: 'anyone', allowed: EVERYONE };

async function visit(browser: Browser, visitor: Visitor, path: string, tags: SeedTag[]) {
  const context = await visitorContext(browser, visitor);
  const page = await context.newPage();
  const seen = watchTags(page);
  const answer = await page.goto(path);
  const expected = expectedTags(tags, visitor.allowed);
  await expect.poll(seen.ran, { message: `${visitor.name} on ${path}` }).toEqual(expected);
  expect(seen.fetched()).toEqual(expected);
  const headers = answer!.headers();
  await context.close();
  return { etag: headers.etag, vary: headers.vary, cacheControl: headers['cache-control'] };
}

const orders: [string, Visitor[]][] = [
  ['/packages/curb-appeal', [OPTED_OUT, ANYONE]],
  ['/why-choose-us', [ANYONE, OPTED_OUT]],
];

for (const [path, [first, second]] of orders) {
  test(`${path}, first fetched by ${first!.name}, then by ${second!.name}: one shared copy, each visitor's own tags`, async ({
    browser,
    request,
  }) => {
    const tags = await seedTags(request);
    const one = await visit(browser, first!, path, tags);
    const two = await visit(browser, second!, path, tags);
    expect(one.etag).toBeTruthy();
    expect(two.etag).toBe(one.etag);
    expect(one.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });
}

for (const [path, visitors] of [
  ['/services/carpentry', [GPC, ANYONE]],
  ['/resources/service-promise', [ANYONE, GPC]],
] as const) {
  test(`${path}, first fetched with Sec-GPC: 1, or last: the two copies stay apart (Vary: Sec-GPC)`, async ({ browser, request }) => {
    const tags = await seedTags(request);
    const [one, two] = [await visit(browser, visitors[0], path, tags), await visit(browser, visitors[1], path, tags)];
    expect(one.vary).toBe('Accept-Encoding, Sec-GPC');
    expect(two.vary).toBe('Accept-Encoding, Sec-GPC');
    expect(two.etag).not.toBe(one.etag);
  });
}
