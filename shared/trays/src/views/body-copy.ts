import type { Alignment, BodyCopyTray, PageLink } from '@handyman/contracts';
import { optionalText, isYes, rawText, type Fill } from './fields';

export interface BodyCopyView {
  kind: 'BodyCopyTray';
  heading?: string;
  alignment: Alignment;
  /** '' when there is none. */
  subheading: string;
  /** Content HTML (RichText sanitises it). */
  copy: string;
  /** The copy sits in an outlined panel and the subheading is an outlined label. */
  outlined: boolean;
  page?: PageLink;
}

/** The CMS writes "right" and "Right" alike. */
export function alignmentOf(value: string | undefined): Alignment {
  const normalised = (value ?? '').trim().toLowerCase();
  if (normalised === 'center') return 'Center';
  if (normalised === 'right') return 'Right';
  return 'Left';
}

export function bodyCopyView(tray: BodyCopyTray, fill: Fill): BodyCopyView {
  return {
    kind: 'BodyCopyTray',
    heading: optionalText(tray.Heading, fill),
    alignment: alignmentOf(tray.HeadingAlignment?.Value),
    subheading: fill(tray.Subheading?.Value),
    copy: fill(rawText(tray.Copy)),
    outlined: isYes(tray.AddOutline),
    page: tray.Page,
  };
}
