import type { FranchisePackagesTray } from '@handyman/contracts';
import { optionalText, type Fill } from './fields';

const DEFAULT_HEADING = 'Packages Offered by {FranchiseName}';

/** The office's own packages; which ones comes from the office's content when the tray shows. */
export interface FranchisePackagesView {
  kind: 'FranchisePackages';
  /** The content's heading, or "Packages Offered by" the office's name. */
  heading: string;
  /** Content HTML. */
  copy?: string;
}

export function franchisePackagesView(tray: FranchisePackagesTray, fill: Fill): FranchisePackagesView {
  return { kind: 'FranchisePackages', heading: fill(tray.Heading?.Value || DEFAULT_HEADING), copy: optionalText(tray.Copy, fill) };
}
