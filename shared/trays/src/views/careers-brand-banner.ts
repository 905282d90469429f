import type { CareersBrandBanner, ImageField } from '@handyman/contracts';
import { imageOf, optionalText, type Fill } from './fields';

export interface CareersBrandBannerView {
  kind: 'CareersBrandBanner';
  logo?: ImageField;
  heading: string;
  subheading?: string;
}

export function careersBrandBannerView(tray: CareersBrandBanner, fill: Fill): CareersBrandBannerView {
  return {
    kind: 'CareersBrandBanner',
    logo: imageOf(tray.Logo),
    heading: fill(tray.Heading?.Value),
    subheading: optionalText(tray.Subheading, fill),
  };
}
