import type { HeroWithOverlay as HeroContent, PackagesIndex, Tray } from '@handyman/contracts';
import { HeroWithOverlay, PackageCard, SectionHeading, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { useCatalogPage } from '../../common/use-catalog-page';
import { OfficeFinderBand } from '../../common/OfficeFinderBand';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';
import { PackageTabs } from './PackageTabs';
import page from '../../common/CatalogPage.module.css';
import styles from './PackagesIndexPage.module.css';

/** A hero placed first among the trays heads the page; the other trays follow the packages. */
function splitHero(trays: Tray[] | undefined): { hero?: HeroContent; rest: Tray[] } {
  const [first, ...rest] = Array.isArray(trays) ? trays : [];
  if (first?.TrayName === 'HeroWithOverlay') return { hero: first, rest };
  return { rest: first ? [first, ...rest] : [] };
}

function PackagesIndexView({ index }: { index: PackagesIndex }) {
  const heading = index.IntroHeading?.Value || index.Name;
  const featured = index.FeaturedPackages?.[0];
  const { hero, rest } = splitHero(index.Trays);
  return (
    <article data-testid="packages-index">
      <PageMeta title={index.Title || heading} description={index.Description} />
      {hero ? <HeroWithOverlay tray={hero} priority /> : null}
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={index.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        <h1 className={styles.heading}>{heading}</h1>
        <RichText className={page.lead} html={index.IntroCopy?.Value} />
        {featured ? (
          <section
            className={styles.featured}
            aria-label={index.FeaturedPackageHeading?.Value || 'Featured package'}
            data-testid="featured-package"
          >
            <SectionHeading>{index.FeaturedPackageHeading?.Value || 'Featured Package'}</SectionHeading>
            <PackageCard pkg={featured} featured />
          </section>
        ) : null}
        <PackageTabs index={index} />
      </div>
      <OfficeFinderBand content={index.FindAnOffice ?? DEFAULT_ZIP_FORM} />
      <TrayRenderer trays={rest} />
    </article>
  );
}

/** /packages and /packages.html: heading, intro, the featured package, category tabs over the cards, office finder. */
export function PackagesIndexPage() {
  const index = useCatalogPage('packages', 'PackagesIndex');
  if (!index) return <Spinner />;
  return <PackagesIndexView index={index} />;
}
