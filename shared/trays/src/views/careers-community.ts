import type { CareersCommunity, ImageField, PageLink } from '@handyman/contracts';
import { imageOf, optionalText, type Fill } from './fields';

export interface CareersCommunityView {
  kind: 'CareersCommunity';
  heading: string;
  /** Content HTML. */
  copy?: string;
  /** A team member's words (content HTML) and who said them. */
  quote?: { text: string; attribution?: string };
  /** The job board, as an 'Apply Now' link. */
  apply: PageLink;
  image?: ImageField;
}

export function careersCommunityView(tray: CareersCommunity, fill: Fill): CareersCommunityView {
  const quote = optionalText(tray.Quote, fill);
  return {
    kind: 'CareersCommunity',
    heading: fill(tray.Heading?.Value),
    copy: optionalText(tray.Copy, fill),
    quote: quote === undefined ? undefined : { text: quote, attribution: optionalText(tray.Attribution, fill) },
    apply: { ...tray.Page, Link: 'Apply Now' },
    image: imageOf(tray.Image),
  };
}
