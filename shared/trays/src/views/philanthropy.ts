import type { ImageField, PhilanthropyTray } from '@handyman/contracts';
import { rewriteLegacyLinks } from '../legacy-links';
import { imageOf, type Fill } from './fields';

export interface PhilanthropyView {
  kind: 'Philanthropy';
  /** Content HTML, with the old site's links pointing at today's pages. */
  copy: string;
  /** The 250x150 image beside the copy. */
  aside?: ImageField;
}

export function philanthropyView(tray: PhilanthropyTray, fill: Fill): PhilanthropyView {
  return { kind: 'Philanthropy', copy: rewriteLegacyLinks(fill(tray.Copy?.Value)), aside: imageOf(tray.AsideImage) };
}
