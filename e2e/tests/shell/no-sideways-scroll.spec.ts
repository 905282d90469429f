import { expect, test, type Page } from '../../support/test';
import { PAGE_TYPES } from '../../support/ssr-pages';

// No page of any type scrolls sideways at any width from a small phone to a wide desktop, with
// JavaScript on and off (office pages are covered by franchise/office-layout). An element wider
// than the window, even a hidden menu, makes the page pan under a thumb.

const WIDTHS = [320, 375, 768, 1024, 1280, 1920] as const;
const PATHS = PAGE_TYPES.map((type) => type.path).filter((path) => !path.startsWith('/offices/') || path.startsWith('/offices/state/'));

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const javaScriptEnabled of [true, false]) {
  for (const width of WIDTHS) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}, ${width} px: no page type scrolls sideways`, async ({ browser }) => {
      test.slow();
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      const wider: string[] = [];
      for (const path of PATHS) {
        await page.goto(path);
        if (javaScriptEnabled) await page.waitForLoadState('networkidle');
        const extra = await overflow(page);
        if (extra > 0) wider.push(`${path}: ${extra} px`);
      }
      expect(wider).toEqual([]);
      await context.close();
    });
  }
}
