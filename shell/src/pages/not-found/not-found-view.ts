import { asArray, pageOfSchema, type FindAnOfficeTray } from '@handyman/contracts';
import type { PageEnvelope } from '@handyman/platform';
import { imageModel, type ImageModel } from '@handyman/platform/ui';
import { zipFormModel, type ZipFormModel } from '@handyman/offices';

/** The page's own words, for when Resources/404 cannot be had. */
export const NOT_FOUND_FALLBACK = {
  title: 'Page not found',
  heading: 'Sorry, we can’t find that page',
  lead: 'Let’s get you back on track',
};

/** What the not-found page shows, from its content (Resources/404) or, without it, its own words. */
export interface NotFoundView {
  title: string;
  description?: string;
  heading: string;
  lead: string;
  backdrop: ImageModel | null;
  zip: ZipFormModel;
}

export function notFoundView(response: PageEnvelope | undefined): NotFoundView {
  const page = pageOfSchema(response?.results[0], 'DetailPage');
  const hero = page?.HeroWithOverlay;
  const zipContent = asArray(page?.Trays).find((tray): tray is FindAnOfficeTray => tray.TrayName === 'FindAnOffice');
  return {
    title: page?.Title || NOT_FOUND_FALLBACK.title,
    ...(page?.Description ? { description: page.Description } : {}),
    heading: page?.Heading?.Value || NOT_FOUND_FALLBACK.heading,
    lead: hero?.Heading?.Value || NOT_FOUND_FALLBACK.lead,
    backdrop: imageModel(hero?.BackgroundImage),
    zip: zipFormModel(zipContent),
  };
}
