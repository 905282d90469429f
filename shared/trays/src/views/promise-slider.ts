import { asArray, type ImageField, type PromiseSlider } from '@handyman/contracts';
import { imageOf, type Fill } from './fields';

export interface PromiseView {
  heading: string;
  /** Content HTML. */
  copy: string;
  image?: ImageField;
  /** The icon on the right and the copy on the left. */
  imageRight: boolean;
}

export interface PromiseSliderView {
  kind: 'PromiseSlider';
  /** The content's heading, or 'Our promise'. */
  heading: string;
  promises: PromiseView[];
}

export function promiseSliderView(tray: PromiseSlider, fill: Fill): PromiseSliderView {
  return {
    kind: 'PromiseSlider',
    heading: fill(tray.Heading?.Value) || 'Our promise',
    promises: asArray(tray.Item).map((item) => ({
      heading: fill(item.Heading?.Value),
      copy: fill(item.Copy?.Value),
      image: imageOf(item.Image),
      imageRight: item.ImageAlignment?.Value === 'Right',
    })),
  };
}
