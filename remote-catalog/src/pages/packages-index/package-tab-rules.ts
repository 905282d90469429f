import { asArray, type PackagesIndex, type PackageSummary } from '@handyman/contracts';
import { allPackages } from '@handyman/trays';
import { hashName } from '@handyman/platform/ui';

// Tabs of the packages index: SHOW ALL plus one per category, chosen by the address hash (#all,
// #Interior, ...); any other hash, or none, shows all.

export const SHOW_ALL = 'all';

/** The category names of the index, in its order. */
export function categoriesOf(index: PackagesIndex): string[] {
  return asArray(index.TaxonomyNavigation?.Packages)
    .map((category) => category?.Name)
    .filter((name): name is string => !!name);
}

/** The category the hash names (ignoring case and spaces written as hyphens), else SHOW ALL. */
export function categoryForHash(hash: string, categories: string[]): string {
  const wanted = hashName(hash)
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  return (
    categories.find(
      (name) =>
        name
          .toLowerCase()
          .replace(/[\s-]+/g, ' ')
          .trim() === wanted,
    ) ?? SHOW_ALL
  );
}

/** True when the hash names a tab (#all or a category): the page then brings the tabs into view. */
export function hashNamesCategory(hash: string, categories: string[]): boolean {
  return hashName(hash).toLowerCase() === SHOW_ALL || categoryForHash(hash, categories) !== SHOW_ALL;
}

/** The hash that selects a tab: #all or the category's name with spaces as hyphens. */
export const tabHash = (category: string): string => category.replace(/\s+/g, '-');

/** The packages a tab lists: every package for SHOW ALL, else the category's. */
export function packagesOf(index: PackagesIndex, category: string): PackageSummary[] {
  if (category === SHOW_ALL) return allPackages(index);
  const match = asArray(index.TaxonomyNavigation?.Packages).find((item) => item?.Name === category);
  return asArray(match?.Pages?.Page).filter((pkg) => !!pkg?.URL);
}
