import type { Banner } from '@handyman/contracts';
import { imageModel, type ImageModel } from '@handyman/platform/ui';

/** The top of an estimate-submission page: its heading and thanks on the banner image. */
export interface ContactSuccessModel {
  heading: string;
  /** The first line of thanks. */
  thanks: string;
  /** Rich text under it; '' for none. */
  subheading: string;
  image: ImageModel | null;
}

export const CONTACT_SUCCESS_DEFAULTS = { heading: 'Contact Success', thanks: 'Thank You For Your Estimate Request!' } as const;

/** `thanks` replaces the banner's heading line (franchise pages carry a BannerHeading). */
export function contactSuccessModel(heading: string | undefined, banner: Banner | undefined, thanks?: string): ContactSuccessModel {
  return {
    heading: heading || CONTACT_SUCCESS_DEFAULTS.heading,
    thanks: thanks || banner?.Heading?.Value || CONTACT_SUCCESS_DEFAULTS.thanks,
    subheading: banner?.Subheading?.Value ?? '',
    image: imageModel(banner?.BackgroundImage),
  };
}
