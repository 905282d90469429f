import type { CampaignBanner, PageLink, RemodelBanner } from '@handyman/contracts';
import { formatLongDate, imageModel, type ImageModel } from '@handyman/platform/base';
import { optionalText, type OfficeTrayContext } from './context';

export interface RemodelBannerView {
  image: ImageModel | null;
  heading: string;
  /** Content HTML. */
  copy?: string;
  page?: PageLink;
}

export function remodelBannerView(tray: RemodelBanner, { fill }: OfficeTrayContext): RemodelBannerView {
  return {
    image: imageModel(tray.BackgroundImage),
    heading: fill(tray.Heading?.Value),
    copy: optionalText(tray.Copy, fill),
    page: tray.Page,
  };
}

export interface CampaignBannerView {
  heading: string;
  subheading?: string;
  /** The offer's last day as shown (July 15, 2026); '' when it has none. */
  endsOn: string;
  page?: PageLink;
}

/** The offer's last day (a date without a time, read at noon UTC). */
const endDate = (day: string | undefined) => (day ? formatLongDate(`${day}T12:00:00Z`) : '');

export function campaignBannerView(tray: CampaignBanner, { fill }: OfficeTrayContext): CampaignBannerView {
  return {
    heading: fill(tray.Heading?.Value),
    subheading: optionalText(tray.Subheading, fill),
    endsOn: endDate(tray.EndsOn?.Value),
    page: tray.Page,
  };
}
