import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';

// The office banner is a photograph the image service sizes: each screen fetches it once, at the
// width it shows it (its CSS width times the screen's density, rounded up to one of the service's
// widths), in a modern format, preloaded from the head; without script the same picture shows.

const OFFICE = '/offices/summerlin';
const BANNER = '/media/Images/Offices/summerlin/banner.jpg';

interface Answer {
  type: string;
  /** The picture's width in pixels, read from the AVIF's image size property ('ispe'). */
  pixels: number | undefined;
}

/** Every request the page makes for the banner photo, with what it was answered. */
function bannerRequests(page: Page): { url: string; answer: Promise<Answer> }[] {
  const seen: { url: string; answer: Promise<Answer> }[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(BANNER)) return;
    const answer = request.response().then(async (response) => {
      const body = (await response?.body()) ?? Buffer.alloc(0);
      const ispe = body.indexOf('ispe');
      return { type: response?.headers()['content-type'] ?? '', pixels: ispe > 0 ? body.readUInt32BE(ispe + 8) : undefined };
    });
    seen.push({ url: request.url(), answer });
  });
  return seen;
}

const SCREENS = [
  {
    name: 'a 375 px phone at 2x',
    options: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    width: 800,
  },
  { name: 'a 1280 px desktop', options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }, width: 1280 },
  { name: 'a 1920 px desktop', options: { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 }, width: 1920 },
] as const;

async function openOffice(browser: Browser, screen: (typeof SCREENS)[number], javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...screen.options, javaScriptEnabled });
  const page = await context.newPage();
  const requests = bannerRequests(page);
  await page.goto(OFFICE, { waitUntil: 'load' });
  const banner = page.locator(`img[src*="${BANNER}"]`).first();
  await expect(banner).toHaveJSProperty('complete', true);
  return { context, page, requests, banner };
}

for (const screen of SCREENS) {
  test(`${screen.name} loads the banner once, ${screen.width} px wide, as AVIF`, async ({ browser }) => {
    const { context, requests, banner } = await openOffice(browser, screen, true);
    try {
      expect(requests.map((request) => new URL(request.url).search)).toEqual([`?width=${screen.width}`]);
      // The stored photo is wider than any of these screens asks: the answer is exactly that wide.
      expect(await requests[0]!.answer).toEqual({ type: 'image/avif', pixels: screen.width });
      expect(await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).search)).toBe(`?width=${screen.width}`);
    } finally {
      await context.close();
    }
  });
}

test('the banner is preloaded from the head with its srcset and sizes, first in line', async ({ page }) => {
  const html = await (await page.request.get(OFFICE)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const banner = [...head.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map((match) => match[0]).find((link) => link.includes('banner.jpg'));
  expect(banner, 'the banner preloaded in the head').toBeDefined();
  // HTML attribute names are case-insensitive; React writes them as imageSrcSet, imageSizes, fetchPriority.
  expect(banner).toMatch(/as="image"/);
  expect(banner).toMatch(/imagesrcset="[^"]*banner\.jpg\?width=800 800w/i);
  expect(banner).toMatch(/imagesizes="100vw"/i);
  expect(banner).toMatch(/fetchpriority="high"/i);
  // Only the srcset: an href too would make browsers without srcset support fetch a second size.
  expect(banner).not.toMatch(/\shref=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone gets the same banner, at the same width', async ({ browser }) => {
    const { context, requests, banner } = await openOffice(browser, SCREENS[0], false);
    try {
      expect(requests.map((request) => new URL(request.url).search)).toEqual(['?width=800']);
      expect((await requests[0]!.answer).pixels).toBe(800);
      expect(await banner.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
