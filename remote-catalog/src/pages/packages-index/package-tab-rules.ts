import type { PackageSummary } from '@handyman/contracts';
import { packageKey } from '@handyman/trays/parts';
import { hashName } from '@handyman/platform/base';
import type { PackagesIndexView } from './packages-index-view';

// Tabs of the packages index: SHOW ALL plus one per category, chosen by the address hash (#all,
// #Interior, ...); any other hash, or none, shows all.

export const SHOW_ALL = 'all';

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

/** The packages a tab lists: every package for SHOW ALL, else the category's, in its order. */
export function packagesOf(index: Pick<PackagesIndexView, 'packages' | 'categories'>, category: string): PackageSummary[] {
  if (category === SHOW_ALL) return index.packages;
  const byKey = new Map(index.packages.map((pkg) => [packageKey(pkg.URL), pkg]));
  const keys = index.categories.find((item) => item.name === category)?.keys ?? [];
  return keys.flatMap((key) => {
    const pkg = byKey.get(key);
    return pkg ? [pkg] : [];
  });
}
