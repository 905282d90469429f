import type { TabContent } from '@handyman/contracts';
import { imageModel, type ImageModel } from '@handyman/platform/ui';

/**
 * The home and office-page tab area's content. Texts are as content writes them: the area fills
 * {City}, {Phone}, ... with the current office's values when it renders.
 */
export interface TabAreaModel {
  estimateTabLabel: string;
  scheduleTabLabel: string;
  /** Before the phone number ('Rather talk to a person? Call'); '' for none. */
  textBeforePhone: string;
  textBelowPhone: string;
  scheduleCopy: string;
  /** Beside the estimate form, sized 800 x 600 unless content says; null for a text-only panel. */
  estimateImage: ImageModel | null;
}

const ESTIMATE_IMAGE_SIZE = { width: 800, height: 600 };

export function tabAreaModel(content: TabContent): TabAreaModel {
  const image = imageModel(content.EstimateImage);
  return {
    estimateTabLabel: content.EstimateTabText?.Value || 'Get an Estimate',
    scheduleTabLabel: content.ScheduleTabText?.Value || 'Book Online',
    textBeforePhone: content.TextBeforePhoneNumber?.Value ?? '',
    textBelowPhone: content.TextBelowPhoneNumber?.Value ?? '',
    scheduleCopy: content.ScheduleCopy?.Value ?? '',
    estimateImage: image && {
      ...image,
      width: image.width ?? ESTIMATE_IMAGE_SIZE.width,
      height: image.height ?? ESTIMATE_IMAGE_SIZE.height,
    },
  };
}
