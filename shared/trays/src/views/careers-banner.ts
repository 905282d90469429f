import type { CareersBanner, ImageField, PageLink } from '@handyman/contracts';
import { hasVisibleText, overlayAlignment, type OverlayTone } from '@handyman/platform/ui';
import { careersBannerMinHeight, type BannerMinHeight } from '../careers-banner-height';
import { imageOf, optionalText, type Fill } from './fields';
import type { OverlayAlignment } from './hero';

export interface CareersBannerView {
  kind: 'CareersBanner';
  image?: ImageField;
  tone: OverlayTone;
  align: OverlayAlignment;
  minHeight: BannerMinHeight;
  /** Content HTML. */
  heading: string;
  /** False when the heading holds no text once sanitised (the banner then says "Loading..."). */
  headingHasText: boolean;
  subheading?: string;
  /** Content HTML. */
  copy?: string;
  /** Opens in a new tab. */
  page?: PageLink;
}

/**
 * The text box's tone: TextBoxBackgroundColor 'Dark' or 'Light' gives the dark translucent box
 * ('Light' too, on purpose), anything else (including no value) the light one.
 */
export function careersTextBoxTone(value: string | undefined): OverlayTone {
  return value === 'Dark' || value === 'Light' ? 'dark' : 'light';
}

export function careersBannerView(tray: CareersBanner, fill: Fill): CareersBannerView {
  const heading = fill(tray.Heading?.Value);
  return {
    kind: 'CareersBanner',
    image: imageOf(tray.BackgroundImage),
    tone: careersTextBoxTone(tray.TextBoxBackgroundColor?.Value),
    align: overlayAlignment(tray.TextBoxAlignment?.Value),
    minHeight: careersBannerMinHeight(Number(tray.BackgroundImage?.Height) || undefined),
    heading,
    headingHasText: hasVisibleText(heading),
    subheading: optionalText(tray.Subheading, fill),
    copy: optionalText(tray.Copy, fill),
    page: tray.Page,
  };
}
