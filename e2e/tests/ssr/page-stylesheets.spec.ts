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
  test(`${path}: each stylesheet its HTML carries inline styles some element of it, and none only repeats the shell's stylesheet`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const sheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style[data-href]'), (style) => {
        const text = style.textContent ?? '';
        return {
          href: style.getAttribute('data-href') ?? '',
          text,
          classes: [...new Set(Array.from(text.matchAll(/\.([a-zA-Z_-][\w-]*)/g), (match) => match[1]!))],
          // Rules whose selector names no class (an element, an attribute): such a sheet goes in whatever the page.
          global:
            /@(font-face|property|layer|import)\b/.test(text) ||
            Array.from(text.matchAll(/(?:^|[{}])([^{}@;]+)\{/g), (match) => match[1]!).some((selector) => !selector.includes('.')),
        };
      }),
    );
    expect(sheets.filter(({ text }) => text !== '').length).toBeGreaterThan(0);
    const unused = await page.evaluate(
      (list) =>
        list
          .filter(
            ({ classes, global }) =>
              !global && classes.length > 0 && !classes.some((name) => document.getElementsByClassName(name).length > 0),
          )
          .map(({ href }) => href),
      sheets,
    );
    expect(unused).toEqual([]);
    // The shell's own stylesheet, linked in every page, holds the shared packages' CSS: a remote's
    // copy of it is not sent again.
    const shellHref = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    const shellCss = await (await request.get(shellHref!)).text();
    const rulesOf = (text: string) => Array.from(text.matchAll(/[^{}@;]+\{[^{}]*\}/g), (match) => match[0]);
    const repeated = sheets
      .filter(({ text }) => rulesOf(text).length > 0 && rulesOf(text).every((rule) => shellCss.includes(rule)))
      .map(({ href }) => href);
    expect(repeated).toEqual([]);
    await context.close();
  });
}

test('opening a remote page fetches no stylesheet but the shell’s: what it shows is inline, the rest waits for its code', async ({
  page,
}) => {
  for (const path of [OFFICE, TEAM, '/services/painting', '/blog']) {
    const stylesheets: string[] = [];
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(
      stylesheets.map((url) => new URL(url).pathname.split('/').pop()),
      path,
    ).toEqual([expect.stringMatching(/^styles\.[0-9a-f]+\.css$/)]);
  }
});

test("an office's pages carry different stylesheets: the home's sections' are not on its team page", async ({ request }) => {
  const home = inlineSheets(await (await request.get(OFFICE)).text());
  const team = inlineSheets(await (await request.get(TEAM)).text());
  expect([...home.keys()].filter((href) => !team.has(href)).length, 'stylesheets only the office home needs').toBeGreaterThan(0);
});

test('a page reached by a client navigation is styled as the server sends it', async ({ browser, page }) => {
  // The reference: the page as the server's HTML and stylesheets draw it, with no script to load more.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const direct = await noScript.newPage();
  await direct.goto(TEAM);
  const expected = await contentStyles(direct);
  await noScript.close();
  expect(expected.length).toBeGreaterThan(20);

  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchPageProblems(page);
  await page.goto(OFFICE);
  const office = page.getByTestId('office-header');
  await office.locator('summary').first().click();
  await office.locator(`a[href="${TEAM}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${TEAM}$`));
  await expect.poll(() => contentStyles(page)).toEqual(expected);
  expect(problems).toEqual([]);
});
