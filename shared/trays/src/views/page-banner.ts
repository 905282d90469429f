import type { Banner, ImageField } from '@handyman/contracts';
import { imageOf, optionalText, type Fill } from './fields';

/** The banner at the top of a content page. */
export interface PageBannerView {
  image?: ImageField;
  heading: string;
  /** Content HTML. */
  subheading?: string;
}

export function pageBannerView(banner: Banner, fill: Fill): PageBannerView {
  return {
    image: imageOf(banner.BackgroundImage),
    heading: fill(banner.Heading?.Value),
    subheading: optionalText(banner.Subheading, fill),
  };
}
