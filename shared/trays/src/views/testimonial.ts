import type { ImageField, Testimonial } from '@handyman/contracts';
import { imageOf, optionalText, type Fill } from './fields';

export interface TestimonialView {
  kind: 'Testimonial';
  /** Content HTML. */
  quote: string;
  attribution?: string;
  photo?: ImageField;
}

export function testimonialView(tray: Testimonial, fill: Fill): TestimonialView {
  return {
    kind: 'Testimonial',
    quote: fill(tray.Quote?.Value),
    attribution: optionalText(tray.Attribution, fill),
    photo: imageOf(tray.Image),
  };
}
