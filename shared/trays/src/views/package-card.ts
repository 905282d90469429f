import type { ImageField, PackageSummary } from '@handyman/contracts';
import { asWritten, imageOf, optionalText, rawText } from './fields';

/** A package as its card shows it. */
export interface PackageCardView {
  /** The package's URL as content gives it: a stable key in lists. */
  key: string;
  /** Root-relative address of the package's page. */
  href: string;
  name: string;
  image?: ImageField;
  /** Content HTML. */
  intro: string;
  /** Content HTML: what the package includes (featured cards only). */
  whatYouGet?: string;
}

export function packageCardView(pkg: PackageSummary): PackageCardView {
  return {
    key: pkg.URL,
    href: `/${pkg.URL.replace(/^\/+/, '')}`,
    name: pkg.Name,
    image: imageOf(pkg.PackageImage),
    intro: rawText(pkg.PackageIntroCopy),
    whatYouGet: optionalText(pkg.PackageWhatYouGet, asWritten),
  };
}
