import { expect, test, type Page } from '../../support/test';
import { siteSettings } from '../../support/content';
import { expectedMenu } from '../../support/layout-content';
import { saveScreenshot } from '../../support/screenshots';

// From 768 px an office's pages show the site's navigation inline, as the corporate pages do: one
// row under the brand's strip, above the office's own header, which keeps its menu, estimate
// button and phone uncrowded. With script and without (it is CSS).

const WIDTHS = [768, 900, 1023] as const;

/** The box of every top entry of the site's inline navigation, as the visitor sees it. */
async function entryBoxes(page: Page, texts: string[]) {
  const nav = page.getByTestId('desktop-nav');
  await expect(nav).toBeVisible();
  return Promise.all(
    texts.map(async (text) => {
      const entry = nav
        .locator('a, button')
        .filter({ hasText: new RegExp(`^${text}$`) })
        .first();
      await expect(entry, text).toBeVisible();
      return (await entry.boundingBox())!;
    }),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const width of WIDTHS) {
      test(`at ${width} px the site's navigation is inline on an office page, in one row, without crowding the office header`, async ({
        page,
        request,
      }) => {
        test.slow(); // two pages and a full-page capture, on a shared machine
        const texts = expectedMenu(await siteSettings(request)).map((entry) => entry.text);
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/offices/summerlin');
        const boxes = await entryBoxes(page, texts);
        // One row, left to right, inside the window.
        expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
        for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
        expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
        // No menu button: nothing of the site's navigation is behind it.
        await expect(page.getByRole('banner').getByText('Menu', { exact: true })).toBeHidden();
        await expect(page.getByRole('banner').getByRole('link', { name: /Request an Appointment/ })).toBeVisible();

        // The office header starts below the row and keeps its parts whole.
        const office = page.getByTestId('office-header');
        const header = (await office.boundingBox())!;
        expect(header.y).toBeGreaterThanOrEqual(Math.max(...boxes.map((box) => box.y + box.height)) - 1);
        expect((await office.locator('summary').first().boundingBox())!.width).toBeGreaterThanOrEqual(80);
        await expect(office.getByTestId('office-estimate')).toBeVisible();
        await expect(office.getByTestId('office-header-phone')).toBeVisible();
        const phone = (await office.getByTestId('office-header-phone').boundingBox())!;
        expect(phone.x + phone.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

        // The same entries, inline, as on a corporate page at this width.
        await page.goto('/careers');
        expect((await entryBoxes(page, texts)).length).toBe(texts.length);
        await page.goto('/offices/summerlin');
        await saveScreenshot(page, `office-site-nav-${javaScriptEnabled ? 'js' : 'no-js'}`);
      });
    }
  });
}
