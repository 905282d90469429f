import type { HeroWithOverlay, ImageField, PageLink } from '@handyman/contracts';
import { overlayAlignment } from '@handyman/platform/ui';
import { imageOf, optionalText, type Fill } from './fields';

/** Where a banner's text box sits: Left, Right or None (centred). */
export type OverlayAlignment = ReturnType<typeof overlayAlignment>;

export interface HeroView {
  kind: 'HeroWithOverlay';
  image?: ImageField;
  /** 'Light' gives the light text box; anything else the dark one. */
  tone: 'dark' | 'light';
  align: OverlayAlignment;
  heading: string;
  /** Content HTML. */
  subheading?: string;
  page?: PageLink;
}

export function heroView(tray: Omit<HeroWithOverlay, 'TrayName'>, fill: Fill): HeroView {
  return {
    kind: 'HeroWithOverlay',
    image: imageOf(tray.BackgroundImage),
    tone: tray.TextBoxBackgroundColor?.Value === 'Light' ? 'light' : 'dark',
    align: overlayAlignment(tray.TextBoxAlignment?.Value),
    heading: fill(tray.Heading?.Value),
    subheading: optionalText(tray.Subheading, fill),
    page: tray.Page,
  };
}
