import type { Field, FranchiseHomePage, ImageField, Tray } from '@handyman/contracts';

export const WHO_WE_ARE_HEADING = 'Who We Are';

/** What the Who We Are section shows from content: the office's story and photo. */
export interface WhoWeAreContent {
  Copy?: Field;
  Image?: ImageField;
}

type CopyTray = Extract<Tray, { TrayName: 'ImageAndCopyTray' | 'BodyCopyTray' }>;

const isWhoWeAre = (tray: Tray | undefined): tray is CopyTray =>
  (tray?.TrayName === 'ImageAndCopyTray' || tray?.TrayName === 'BodyCopyTray') &&
  tray.Heading?.Value?.trim().toLowerCase() === WHO_WE_ARE_HEADING.toLowerCase();

/** The office's Who We Are content (its image-and-copy or body-copy tray headed 'Who We Are'), and its other trays. */
export function splitWhoWeAre(home: FranchiseHomePage): { whoWeAre: WhoWeAreContent | undefined; otherTrays: Tray[] } {
  const trays = Array.isArray(home.Trays) ? home.Trays : [];
  const tray = trays.find(isWhoWeAre);
  const whoWeAre = tray ? { Copy: tray.Copy, Image: tray.TrayName === 'ImageAndCopyTray' ? tray.Image : undefined } : undefined;
  return { whoWeAre, otherTrays: trays.filter((other) => other !== tray) };
}

/** Image size per layout: new 472x237, old 558x557. */
export function whoWeAreImageSize(newLayout: boolean): { width: number; height: number } {
  return newLayout ? { width: 472, height: 237 } : { width: 558, height: 557 };
}
