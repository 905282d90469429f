import { PAGE_TYPES } from '../../support/ssr-pages';
import { expect, test } from '../../support/test';
import { expectedTags, officeOf, seedTags, visitorContext, VISITORS, watchTags } from '../../support/privacy';

// Every page type, three visitors: one who chose nothing gets every tag the settings (and the
// office) name; a browser sending Global Privacy Control, and one that opted out on the choices
// page (and turned measurement off), never fetch or run an advertising tag, and measurement
// follows the choice. The home page also has the fourth: opted out with measurement on. All under
// the enforced content security policy, without one violation.

/** Every page type: the server-rendering list, and the kinds only this work touches. */
const PAGES: [string, string][] = [
  ...PAGE_TYPES.map(({ name, path }): [string, string] => [name, path]),
  ['office campaign page', '/offices/summerlin/campaign/summer-ready'],
  ['office blog', '/offices/summerlin/blog'],
  ['estimate form page', '/test-form-fill-page'],
  ['privacy choices', '/your-privacy-choices'],
  ['not found', '/no-such-page-anywhere'],
];

for (const [name, path] of PAGES) {
  test(`${name}: each visitor gets exactly the tags their choice allows`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const tags = await seedTags(request, officeOf(path));
    for (const visitor of path === '/' ? VISITORS : VISITORS.filter((_, index) => index !== 2)) {
      const context = await visitorContext(browser, visitor);
      const page = await context.newPage();
      const seen = watchTags(page);
      await page.goto(path);
      const expected = expectedTags(tags, visitor.allowed);
      // The gate starts every allowed tag at once: by the time they have run, one it started wrongly was fetched too.
      await expect.poll(seen.ran, { message: `${visitor.name}: the tags that ran` }).toEqual(expected);
      await expect.poll(seen.traced, { message: `${visitor.name}: the tags content-api heard from` }).toEqual(expected);
      expect({ visitor: visitor.name, fetched: seen.fetched() }).toEqual({ visitor: visitor.name, fetched: expected });
      expect(seen.violations).toEqual([]);
      await context.close();
    }
  });
}

test('a browser that exposes Global Privacy Control only to script (no header) runs no advertising tag', async ({ browser, request }) => {
  const tags = await seedTags(request, 'offices/summerlin');
  const context = await visitorContext(browser, { name: 'GPC in the browser', gpcInBrowser: true, allowed: [] });
  const page = await context.newPage();
  const seen = watchTags(page);
  await page.goto('/offices/summerlin/reviews');
  const expected = expectedTags(tags, ['strictly-necessary', 'analytics']);
  await expect.poll(seen.ran).toEqual(expected);
  expect(seen.fetched()).toEqual(expected);
  // Consent Mode's defaults were set before any tag: advertising storage denied, measurement granted.
  expect(await page.evaluate(() => Array.from((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer?.[0] ?? []))).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
  ]);
  await context.close();
});

test('with JavaScript off no tag is fetched, whatever the visitor chose', async ({ browser }) => {
  for (const visitor of VISITORS.slice(0, 2)) {
    const context = await visitorContext(browser, visitor, { javaScriptEnabled: false });
    const page = await context.newPage();
    const seen = watchTags(page);
    await page.goto('/offices/summerlin');
    await page.waitForLoadState('networkidle');
    expect([seen.fetched(), seen.traced()]).toEqual([[], []]);
    await context.close();
  }
});
