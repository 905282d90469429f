import type { ImageAndCopyTray, ImageField, PageLink } from '@handyman/contracts';
import { imageOf, isYes, optionalText, rawText, type Fill } from './fields';

export type ImageAndCopyBackground = 'Gray' | 'White' | 'Gray_Gradient';

export interface ImageAndCopyView {
  kind: 'ImageAndCopyTray';
  heading?: string;
  /** Content HTML. */
  copy: string;
  image?: ImageField;
  imageRight: boolean;
  /** Image and copy columns from 768 px. */
  grid: '50-50' | '30-70';
  /** Unknown values are White. */
  background: ImageAndCopyBackground;
  shadow: boolean;
  page?: PageLink;
}

const BACKGROUNDS: readonly string[] = ['Gray', 'White', 'Gray_Gradient'] satisfies ImageAndCopyBackground[];

export function imageAndCopyView(tray: ImageAndCopyTray, fill: Fill): ImageAndCopyView {
  const background = tray.Background?.Value;
  return {
    kind: 'ImageAndCopyTray',
    heading: optionalText(tray.Heading, fill),
    copy: fill(rawText(tray.Copy)),
    image: imageOf(tray.Image),
    imageRight: tray.ImageAlignment?.Value === 'Right',
    grid: tray.Grid?.Value === '30-70' ? '30-70' : '50-50',
    background: background && BACKGROUNDS.includes(background) ? background : 'White',
    shadow: isYes(tray.AddShadow),
    page: tray.Page,
  };
}
