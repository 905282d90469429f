import { asArray, type ImageField, type PageLink, type WhyChooseUsTray } from '@handyman/contracts';
import { linkText } from '@handyman/platform/ui';
import { imageOf, type Fill } from './fields';

export interface WhyChooseUsView {
  kind: 'WhyChooseUsTray';
  heading: string;
  /** Content HTML. */
  copy: string;
  /** Trust logos in content order (undefined where one has no image). */
  logos: (ImageField | undefined)[];
  splash?: ImageField;
  /** A page that says more, with the words that finish "Learn More about ..." for screen readers. */
  more?: { page: PageLink; about: string };
}

export function whyChooseUsView(tray: WhyChooseUsTray, fill: Fill): WhyChooseUsView {
  return {
    kind: 'WhyChooseUsTray',
    heading: fill(tray.IntroHeading?.Value),
    copy: fill(tray.WhyChooseUsIntroCopy?.Value),
    logos: asArray(tray.Logo).map(imageOf),
    splash: imageOf(tray.SplashImage),
    more: tray.Page ? { page: tray.Page, about: fill(linkText(tray.Page)) || 'why to choose us' } : undefined,
  };
}
