import {
  asArray,
  type HeroWithOverlay,
  type PackagesIndex,
  type PackageSummary,
  type PageLink,
  type Tray,
  type ZipFormContent,
} from '@handyman/contracts';
import { allPackages, packageKey } from '@handyman/trays/parts';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';

// The packages index as its components draw it. Package cards, the hero, breadcrumb, office finder
// and trays are shared pieces that take CMS shapes: those stay as they are.

/** A category tab: its name and its packages, by key (packageKey) into the index's list. */
export interface PackageCategoryView {
  name: string;
  keys: string[];
}

export interface FeaturedPackageView {
  heading: string;
  /** The featured box's accessible name. */
  label: string;
  pkg: PackageSummary;
}

export interface PackagesIndexView {
  heading: string;
  /** A hero placed first among the trays heads the page. */
  hero: HeroWithOverlay | null;
  breadcrumb: PageLink[];
  introHtml: string;
  featured: FeaturedPackageView | null;
  /** Every package once, as SHOW ALL lists them: the featured ones first, then each category's. */
  packages: PackageSummary[];
  categories: PackageCategoryView[];
  finder: ZipFormContent;
  /** The trays after the packages (the hero taken out). */
  trays: Tray[];
}

/** A hero placed first among the trays heads the page; the other trays follow the packages. */
function splitHero(trays: Tray[] | undefined): { hero: HeroWithOverlay | null; rest: Tray[] } {
  const [first, ...rest] = Array.isArray(trays) ? trays : [];
  if (first?.TrayName === 'HeroWithOverlay') return { hero: first, rest };
  return { hero: null, rest: first ? [first, ...rest] : [] };
}

function categoriesOf(index: PackagesIndex): PackageCategoryView[] {
  return asArray(index.TaxonomyNavigation?.Packages)
    .filter((category) => !!category?.Name)
    .map((category) => ({
      name: category.Name,
      keys: asArray(category.Pages?.Page)
        .filter((pkg) => !!pkg?.URL)
        .map((pkg) => packageKey(pkg.URL)),
    }));
}

export function packagesIndexView(index: PackagesIndex): PackagesIndexView {
  const featured = asArray(index.FeaturedPackages)[0];
  const { hero, rest } = splitHero(index.Trays);
  return {
    heading: index.IntroHeading?.Value || index.Name,
    hero,
    breadcrumb: asArray(index.BreadcrumbNavigation?.Page),
    introHtml: index.IntroCopy?.Value ?? '',
    featured: featured
      ? {
          heading: index.FeaturedPackageHeading?.Value || 'Featured Package',
          label: index.FeaturedPackageHeading?.Value || 'Featured package',
          pkg: featured,
        }
      : null,
    packages: allPackages(index),
    categories: categoriesOf(index),
    finder: index.FindAnOffice ?? DEFAULT_ZIP_FORM,
    trays: rest,
  };
}
