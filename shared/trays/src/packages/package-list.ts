import { asArray, type PackagesIndex, type PackageSummary, type PageLink } from '@handyman/contracts';

// Which packages a list shows: the packages index's own list, and an office's local packages.

/** A package address as a comparable key: no slashes at the ends, lowercase. */
export const packageKey = (url: string | undefined): string => (url ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();

/** Every package the index knows, once each: the featured ones first, then each category's in order. */
export function allPackages(index: PackagesIndex): PackageSummary[] {
  const seen = new Set<string>();
  const categories = asArray(index.TaxonomyNavigation?.Packages).flatMap((category) => asArray(category?.Pages?.Page));
  return [...asArray(index.FeaturedPackages), ...categories].filter((pkg) => {
    const key = packageKey(pkg?.URL);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The packages an office offers (its LocalPackages), in the office's order, each with the index's
 * card content; a local package the index does not know is left out (it would be a card without a
 * picture or copy).
 */
export function localPackages(all: PackageSummary[], local: PageLink[] | undefined): PackageSummary[] {
  const byKey = new Map(all.map((pkg) => [packageKey(pkg.URL), pkg]));
  const picked = asArray(local).flatMap((link) => {
    const pkg = byKey.get(packageKey(link?.URL));
    return pkg ? [pkg] : [];
  });
  return [...new Map(picked.map((pkg) => [packageKey(pkg.URL), pkg])).values()];
}
