import type { Page } from '@playwright/test';
import { expect, test, watchPageProblems } from '../../support/test';

// A page's head carries, inline, the stylesheets of the remote that rendered it, but only those
// that style something in its HTML: the office home leaves out its team page's. A page reached by
// a client navigation gets what it needs with its code, and looks as it does when loaded directly.

const OFFICE = '/offices/summerlin';
const TEAM = `${OFFICE}/our-team`;

/** The inline stylesheets of a page's HTML, by the file each names. */
function inlineSheets(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map((match) => [match[1]!, match[2]!]));
}

/** How each element of the page's content is styled: what a visitor sees of its box and text. */
function contentStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main section *'))
      .slice(0, 200)
      .map((element) => {
        const style = getComputedStyle(element);
        const props = [
          'display',
          'gridTemplateColumns',
          'paddingTop',
          'paddingLeft',
          'marginTop',
          'fontSize',
          'fontWeight',
          'color',
          'backgroundColor',
          'borderRadius',
        ] as const;
        return `${element.tagName} ${props.map((prop) => style[prop]).join(' ')}`;
      }),
  );
}

for (const path of [OFFICE, TEAM]) {
  test(`${path}: each stylesheet its HTML carries inline styles some element of it`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const sheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style[data-href]'), (style) => ({
        href: style.getAttribute('data-href') ?? '',
        classes: [...new Set(Array.from((style.textContent ?? '').matchAll(/\.([a-zA-Z_-][\w-]*)/g), (match) => match[1]!))],
      })),
    );
    expect(sheets.length).toBeGreaterThan(0);
    const unused = await page.evaluate(
      (list) =>
        list
          .filter(({ classes }) => classes.length > 0 && !classes.some((name) => document.getElementsByClassName(name).length > 0))
          .map(({ href }) => href),
      sheets,
    );
    expect(unused).toEqual([]);
    await context.close();
  });
}

test("an office's pages carry different stylesheets: the home's sections' are not on its team page", async ({ request }) => {
  const home = inlineSheets(await (await request.get(OFFICE)).text());
  const team = inlineSheets(await (await request.get(TEAM)).text());
  expect([...home.keys()].filter((href) => !team.has(href)).length, 'stylesheets only the office home needs').toBeGreaterThan(0);
});

test('a page reached by a client navigation is styled as it is when loaded directly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(TEAM);
  await expect(page.locator('main section').first()).toBeVisible();
  const direct = await contentStyles(page);
  expect(direct.length).toBeGreaterThan(20);

  const problems = watchPageProblems(page);
  await page.goto(OFFICE);
  const office = page.getByTestId('office-header');
  await office.locator('summary').first().click();
  await office.locator(`a[href="${TEAM}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${TEAM}$`));
  await expect.poll(() => contentStyles(page)).toEqual(direct);
  expect(problems).toEqual([]);
});
