// The careers banner is at least as tall as its image, within limits: below 768 px an image taller
// than 400 px caps the banner at 300 px, a shorter one sets it to the image height; from 768 px the
// cap is 400 px.

export const CAREERS_BANNER_TALL_IMAGE = 400;
export const CAREERS_BANNER_MOBILE_CAP = 300;
export const CAREERS_BANNER_DESKTOP_CAP = 400;

export interface BannerMinHeight {
  /** Below 768 px wide. */
  mobile: number;
  /** From 768 px wide. */
  desktop: number;
}

export function careersBannerMinHeight(imageHeight: number | undefined): BannerMinHeight {
  if (!imageHeight || imageHeight <= 0) return { mobile: CAREERS_BANNER_MOBILE_CAP, desktop: CAREERS_BANNER_DESKTOP_CAP };
  return {
    mobile: imageHeight > CAREERS_BANNER_TALL_IMAGE ? CAREERS_BANNER_MOBILE_CAP : imageHeight,
    desktop: Math.min(imageHeight, CAREERS_BANNER_DESKTOP_CAP),
  };
}
