import type { ComponentProps } from 'react';
import type { DetailPage, PageLink, Tray } from '@handyman/contracts';
import type { MediaImage } from '@handyman/platform/ui';
import type { HeroWithOverlayProps, PageBannerProps } from '@handyman/trays';

/** A corporate content page's top: a hero with overlay, a banner, or none (shared trays take the content shapes). */
export type ContentHeroView =
  { kind: 'overlay'; tray: HeroWithOverlayProps['tray'] } | { kind: 'banner'; banner: PageBannerProps['banner'] } | { kind: 'none' };

/** A corporate content page as it draws. */
export interface ContentView {
  heading: string;
  hero: ContentHeroView;
  /** True when the hero or banner shows the heading (then it is the page's h1). */
  heroCarriesHeading: boolean;
  trail: PageLink[];
  /** Rich text (sanitised by RichText), or null. */
  copy: string | null;
  /** The picture beside the copy (shared MediaImage takes the content shape), or null. */
  aside: ComponentProps<typeof MediaImage>['image'] | null;
  /** The page's trays (shared TrayRenderer: content trays). */
  trays: Tray[];
}

/** The same words, ignoring case and spacing. */
export function sameText(a: string | undefined, b: string | undefined): boolean {
  const normalise = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  return normalise(a) !== '' && normalise(a) === normalise(b);
}

function heroOf(page: DetailPage): { hero: ContentHeroView; heroHeading: string | undefined } {
  if (page.HeroWithOverlay)
    return { hero: { kind: 'overlay', tray: page.HeroWithOverlay }, heroHeading: page.HeroWithOverlay.Heading?.Value };
  if (page.Banner) return { hero: { kind: 'banner', banner: page.Banner }, heroHeading: page.Banner.Heading?.Value };
  return { hero: { kind: 'none' }, heroHeading: undefined };
}

export function contentView(page: DetailPage): ContentView {
  const heading = page.Heading?.Value || page.Title || page.Name;
  const { hero, heroHeading } = heroOf(page);
  return {
    heading,
    hero,
    heroCarriesHeading: sameText(heroHeading, heading),
    trail: page.BreadcrumbNavigation?.Page ?? [],
    copy: page.Copy?.Value || null,
    aside: page.AsideImage?.Value ? page.AsideImage : null,
    trays: Array.isArray(page.Trays) ? page.Trays : [],
  };
}
