import { HeroWithOverlay, PackageCard, SectionHeading, TraysNearView } from '@handyman/trays/parts';
import { Breadcrumb, RichText } from '@handyman/platform/base';
import { OfficeFinderBandNearView as OfficeFinderBand } from '../../common/office-finder-band-near-view';
import { PackageTabs } from './PackageTabs';
import type { PackagesIndexView } from './packages-index-view';
import page from '../../common/CatalogPage.module.css';
import styles from './PackagesIndexPage.module.css';

/** /packages and /packages.html: heading, intro, the featured package, category tabs over the cards, office finder. */
export function PackagesIndexPage({ data }: { data: PackagesIndexView }) {
  const { featured } = data;
  return (
    <article data-testid="packages-index">
      {data.hero ? <HeroWithOverlay tray={data.hero} priority /> : null}
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={data.breadcrumb} />
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        <h1 className={styles.heading}>{data.heading}</h1>
        <RichText className={page.lead} html={data.introHtml} />
        {featured ? (
          <section className={styles.featured} aria-label={featured.label} data-testid="featured-package">
            <SectionHeading>{featured.heading}</SectionHeading>
            <PackageCard pkg={featured.pkg} featured />
          </section>
        ) : null}
        <PackageTabs index={data} />
      </div>
      <OfficeFinderBand content={data.finder} />
      <TraysNearView trays={data.trays} />
    </article>
  );
}
