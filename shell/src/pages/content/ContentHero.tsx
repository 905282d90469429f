import type { DetailPage } from '@handyman/contracts';
import { HeroWithOverlay, PageBanner } from '@handyman/trays';

/** The same words, ignoring case and spacing. */
export function sameText(a: string | undefined, b: string | undefined): boolean {
  const normalise = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  return normalise(a) !== '' && normalise(a) === normalise(b);
}

/** Whether the page's hero or banner shows the page heading (then it is the page's h1). */
export function heroCarriesHeading(page: DetailPage, heading: string): boolean {
  if (page.HeroWithOverlay) return sameText(page.HeroWithOverlay.Heading?.Value, heading);
  if (page.Banner) return sameText(page.Banner.Heading?.Value, heading);
  return false;
}

/** A content page's top: its hero with overlay, else its banner, else nothing. */
export function ContentHero({ page, heading }: { page: DetailPage; heading: string }) {
  const level = heroCarriesHeading(page, heading) ? 1 : 2;
  if (page.HeroWithOverlay) return <HeroWithOverlay tray={page.HeroWithOverlay} headingLevel={level} priority />;
  if (page.Banner) return <PageBanner banner={page.Banner} headingLevel={level} />;
  return null;
}
