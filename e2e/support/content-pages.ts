import type { APIRequestContext, Page } from '@playwright/test';
import type { DetailPage, Tray } from '@handyman/contracts';
import { pageAt } from './content';

// Corporate content pages as content-api serves them, and what a visitor should see on them.

/** Corporate content pages the shell serves at their own address (content path = address). */
export const CORPORATE_PAGES = [
  'why-choose-us',
  'why-choose-us/our-story',
  'why-choose-us/your-team',
  'why-choose-us/community-matters',
  'why-choose-us/goals',
  'resources',
  'resources/faqs',
  'resources/partners',
  'resources/sell-your-home-checklist',
  'resources/contractor-checklist',
  'resources/home-tips-and-tricks',
  'resources/service-promise',
  'resources/site-map',
  'resources/privacy-policy',
  'resources/privacy-policy/sms-policy',
  'resources/terms-and-conditions',
  'resources/helpful-home-club-terms-and-conditions',
  'careers',
] as const;

/** Short and legacy addresses, and the content page each shows. */
export const LEGACY_ADDRESSES: readonly (readonly [string, string])[] = [
  ['/WhyChooseUs/MeetTheTeam', 'why-choose-us/your-team'],
  ['/WhyChooseUs/CommunityMatters', 'why-choose-us/community-matters'],
  ['/WhyChooseUs/OurStory', 'why-choose-us/our-story'],
  ['/WhyChooseUs/Goals', 'why-choose-us/goals'],
  ['/our-story', 'why-choose-us/our-story'],
  ['/your-team', 'why-choose-us/your-team'],
  ['/community-matters', 'why-choose-us/community-matters'],
  ['/goals', 'why-choose-us/goals'],
  ['/Resources/FAQs', 'resources/faqs'],
  ['/Resources/Partners', 'resources/partners'],
];

export async function detailPage(request: APIRequestContext, path: string): Promise<DetailPage> {
  const result = (await pageAt(request, path)) as { DetailPage?: DetailPage };
  if (!result.DetailPage) throw new Error(`${path} is not a DetailPage`);
  return result.DetailPage;
}

/** The page's main heading: its Heading, else its Title. */
export function pageHeading(page: DetailPage): string {
  return page.Heading?.Value || page.Title;
}

/** The section heading a tray shows, when it has one. */
export function trayHeading(tray: Tray): string | undefined {
  switch (tray.TrayName) {
    case 'WhyChooseUsTray':
      return tray.IntroHeading.Value;
    case 'CareersTray':
      return tray.Heading.Value.split('?')[0]!.trim() + (tray.Heading.Value.includes('?') ? '?' : '');
    case 'Philanthropy':
    case 'Testimonial':
      return undefined;
    default:
      return tray.Heading?.Value || undefined;
  }
}

export function trayHeadings(page: DetailPage): string[] {
  return (page.Trays ?? []).map(trayHeading).filter((heading): heading is string => Boolean(heading));
}

/** Time a page may take to show its content on a busy machine (first load of the shell and content). */
export const CONTENT_PATIENCE = { timeout: 20_000 };

/** Opens an address and waits until its main heading shows. */
export async function openPage(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.getByRole('heading', { level: 1 }).first().waitFor(CONTENT_PATIENCE);
}

/**
 * Scrolls through the page so lazy images below the fold load, then back to the top. A busy browser
 * may skip the frames in which a quick scroll past an image would have started its load, so each
 * rendered image still not loaded is then scrolled into view and waited for.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const missing = [...document.images].filter((image) => !image.complete && image.getClientRects().length > 0);
    for (const image of missing) {
      image.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
        if (image.complete) resolve(undefined);
      });
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Images that are not rendered (in a closed menu, say) never load; only rendered ones count.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0));
}
