import { expect, test, type Page } from '../../support/test';
import { loadLazyImages } from '../../support/content-pages';
import { openWorkSlideshow } from '../../support/work-slideshow';

// Each photo's `sizes` states how wide its layout shows it at each screen width; the browser takes the
// smallest file of the srcset that fills that width at the screen's density. A `sizes` under the
// shown width gives a blurry picture; one well over it sends a phone a larger file than it shows
// (the LCP image of a post or a service is one of these). The widths are read from the rendered
// page at phone, tablet and desktop widths, so a layout's CSS and its components' `sizes` cannot
// drift apart unnoticed.

/** Each page, and what to open on it first (a dialog whose photos are measured too). */
const PAGES: (string | { path: string; open: (page: Page) => Promise<void> })[] = [
  '/',
  '/offices/summerlin',
  '/offices/summerlin/our-work',
  {
    path: '/offices/summerlin/our-work (its slideshow open)',
    open: async (page) => void (await openWorkSlideshow(page, '/offices/summerlin/our-work')),
  },
  '/offices/boulder/services/kitchen-and-bath',
  '/offices/summerlin/city/the-lakes',
  '/blog',
  '/blog/2023/04/11/spotting-home-repair-scams',
  '/services',
  '/services/painting',
  '/packages',
  '/packages/curb-appeal',
  '/careers',
  '/why-choose-us/our-story',
];
const WIDTHS = [360, 412, 600, 800, 1024, 1280, 1600];
/** How far over the shown width a `sizes` may go: about one step of the image service's widths (they are 1.1 to 1.5 apart). */
const MOST_OVER = 1.25;

interface Sized {
  picture: string;
  /** The length `sizes` gives here, as the probe element took it ('' when CSS refused it). */
  length: string;
  sizes: string;
  /** The width `sizes` gives at this screen width, and the width the layout shows. */
  stated: number;
  shown: number;
}

/** Every photo shown (width above 0) with the width its `sizes` states at the page's current width. */
function sizedPhotos(page: Page): Promise<Sized[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[sizes]')]
      .map((img) => {
        // The first entry whose media condition matches, else the last (which has none).
        const entries = img.sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
        // Conditions here are single features, "(min-width: 768px)"; the length may hold parentheses.
        const parts = entries.map((entry) => /^(\([^()]*\))\s+(.+)$/.exec(entry));
        const matching = parts.findIndex((part) => !part || window.matchMedia(part[1]!).matches);
        const length = parts[matching]?.[2] ?? entries[matching]!;
        const probe = document.createElement('div');
        probe.style.width = length;
        document.body.append(probe);
        const stated = probe.getBoundingClientRect().width;
        const taken = probe.style.width;
        probe.remove();
        const picture = (img.getAttribute('src') ?? '').replace(/^.*\/media\//, '').replace(/\?.*$/, '');
        return { picture, length: taken, sizes: img.sizes, stated, shown: img.getBoundingClientRect().width };
      })
      .filter((photo) => photo.shown > 0),
  );
}

for (const entry of PAGES) {
  const { path, open } = typeof entry === 'string' ? { path: entry, open: undefined } : entry;
  test(`${path}: each photo's sizes covers the width shown, and not much more, from 360 to 1600 px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    if (open) await open(page);
    else {
      await page.goto(path);
      // Sections drawn as they near the screen are measured too.
      await loadLazyImages(page);
    }
    const wrong: string[] = [];
    let photos = 0;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Carousels lay their slides out again after a resize (debounced).
      await page.waitForTimeout(400);
      for (const photo of await sizedPhotos(page)) {
        photos += 1;
        if (!photo.length) wrong.push(`${width} px: ${photo.picture}: no length read from sizes (${photo.sizes})`);
        else if (photo.stated < photo.shown - 1 || photo.stated > photo.shown * MOST_OVER + 1) {
          wrong.push(
            `${width} px: ${photo.picture} shown ${Math.round(photo.shown)} px, sizes says ${Math.round(photo.stated)} (${photo.sizes})`,
          );
        }
      }
    }
    expect(photos, 'photos measured').toBeGreaterThan(0);
    expect([...new Set(wrong)]).toEqual([]);
  });
}
