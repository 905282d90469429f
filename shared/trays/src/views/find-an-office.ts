import type { FindAnOfficeTray, ZipFormContent } from '@handyman/contracts';
import type { Fill } from './fields';

export interface FindAnOfficeView {
  kind: 'FindAnOffice';
  /** The texts of the offices package's ZIP form, placeholders filled; that form still takes them in the CMS's shape. */
  form: ZipFormContent;
}

export function findAnOfficeView(tray: FindAnOfficeTray, fill: Fill): FindAnOfficeView {
  return {
    kind: 'FindAnOffice',
    form: {
      Heading: { Value: fill(tray.Heading?.Value) },
      PlaceholderText: { Value: fill(tray.PlaceholderText?.Value) },
      TextBelowInput: { Value: fill(tray.TextBelowInput?.Value) },
      HandymanMatters: { Value: fill(tray.HandymanMatters?.Value) },
    },
  };
}
