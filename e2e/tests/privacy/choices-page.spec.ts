import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expectedTags, seedTags, visitorContext, watchTags } from '../../support/privacy';
import { saveScreenshot } from '../../support/screenshots';
import { SHELL_URL } from '../../support/stack';
import { expect, test, waitForHydration, type Page } from '../../support/test';

// The "Your Privacy Choices" page, reached from the footer: one press opts the browser out of sale
// and sharing (a form post to the site's server, with or without script), the choice is kept in a
// first-party cookie for more than 12 months and holds from the next page on, and the visitor can
// change their mind. A browser sending Global Privacy Control is told its request was honoured.

const YEAR_S = 365 * 24 * 60 * 60;

async function choicesCookie(page: Page) {
  return (await page.context().cookies(SHELL_URL)).find((cookie) => cookie.name === 'privacyChoices');
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [375, 1280]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript at ${width} px: from the footer, one press opts out; the next page runs no advertising; the choice can be undone`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const tags = await seedTags(request);
      const context = await visitorContext(browser, { name: 'visitor', allowed: [] }, { javaScriptEnabled });
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services/painting');
      if (javaScriptEnabled) await waitForHydration(page);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' });
      await expect(link.locator('img')).toHaveAttribute('src', '/privacy-choices.svg');
      await link.click();
      await expect(page).toHaveURL(`${SHELL_URL}/your-privacy-choices`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Privacy Choices' })).toBeVisible();
      await expect(page.getByTestId('sale-state')).toHaveText('Now: sale and sharing are allowed.');
      if (javaScriptEnabled) await waitForHydration(page);

      await page.getByRole('button', { name: 'Opt out of sale and sharing' }).click();
      await expect(page).toHaveURL(`${SHELL_URL}/your-privacy-choices?saved=sale-out`);
      await expect(page.getByRole('main').getByRole('status')).toContainText('Saved: you have opted out of the sale and sharing');
      await expect(page.getByTestId('sale-state')).toHaveText('Now: you have opted out of sale and sharing.');
      const cookie = await choicesCookie(page);
      expect(cookie?.value).toBe('sale-out.analytics-on');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_S);
      await saveScreenshot(page, `privacy-choices-saved-${javaScriptEnabled ? 'js' : 'no-js'}`);

      // The next page, in a browser that runs script: the choice holds before any tag loads.
      const next = await (await visitorContext(browser, { name: 'same browser', cookie: cookie!.value, allowed: [] })).newPage();
      const seen = watchTags(next);
      await next.goto('/packages');
      const allowed = expectedTags(tags, ['strictly-necessary', 'analytics']);
      await expect.poll(seen.ran).toEqual(allowed);
      expect(seen.fetched()).toEqual(allowed);
      await next.context().close();

      // Changing one's mind is one press too.
      await page.getByRole('button', { name: 'Allow sale and sharing again' }).click();
      await expect(page).toHaveURL(`${SHELL_URL}/your-privacy-choices?saved=sale-in`);
      await expect(page.getByTestId('sale-state')).toHaveText('Now: sale and sharing are allowed.');
      expect((await choicesCookie(page))?.value).toBe('sale-in.analytics-on');
      await page.getByRole('button', { name: 'Turn site measurement off' }).click();
      await expect(page.getByTestId('analytics-state')).toHaveText('Now: site measurement is off.');
      expect((await choicesCookie(page))?.value).toBe('sale-in.analytics-off');
      await context.close();
    });
  }
}

test('a request with Sec-GPC: 1 is told its opt-out was honoured, without JavaScript', async ({ browser }) => {
  const context = await visitorContext(browser, { name: 'GPC', headers: { 'Sec-GPC': '1' }, allowed: [] }, { javaScriptEnabled: false });
  const page = await context.newPage();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const answer = await page.goto('/your-privacy-choices');
    expect(answer?.headers()['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(answer?.headers().vary).toBe('Accept-Encoding, Sec-GPC, Cookie');
    await expect(page.getByTestId('gpc-honoured')).toContainText('Opt-Out Request Honored');
    await expect(page.getByTestId('sale-state')).toHaveText('Now: you have opted out of sale and sharing.');
    await expect(page.getByRole('button', { name: 'Opt out of sale and sharing' })).toHaveCount(0);
    await saveScreenshot(page, 'privacy-choices-gpc-no-js');
  }
  await context.close();
});

test('a browser whose script sees Global Privacy Control (no header) is told it was honoured, by a link or landing there', async ({
  browser,
}) => {
  const context = await visitorContext(browser, { name: 'GPC in the browser', gpcInBrowser: true, allowed: [] });
  const page = await context.newPage();
  await page.goto('/offices');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
  await expect(page.getByTestId('gpc-honoured')).toContainText('Opt-Out Request Honored', { timeout: 15_000 });
  await page.goto('/your-privacy-choices');
  await expect(page.getByTestId('gpc-honoured')).toContainText('Opt-Out Request Honored', { timeout: 15_000 });
  await context.close();
});

test('axe finds nothing serious on the page, before and after a choice and with the signal honoured', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/your-privacy-choices');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Opt out of sale and sharing' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  const context = await visitorContext(browser, { name: 'GPC', headers: { 'Sec-GPC': '1' }, allowed: [] });
  const gpc = await context.newPage();
  await gpc.goto('/your-privacy-choices');
  await waitForHydration(gpc);
  await expectNoSeriousA11yViolations(gpc);
  await context.close();
});

test('a form posted from another site changes nothing', async ({ request }) => {
  const answer = await request.post('/your-privacy-choices', {
    form: { sale: 'in' },
    headers: { Origin: 'https://elsewhere.example', Cookie: 'privacyChoices=sale-out.analytics-on' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect(answer.headers()['set-cookie']).toBeUndefined();
});
