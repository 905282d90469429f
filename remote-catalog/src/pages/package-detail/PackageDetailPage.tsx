import { useLocation, useParams } from 'react-router-dom';
import type { PackageDetail } from '@handyman/contracts';
import { useEstimateTopic } from '@handyman/estimate';
import { PageBanner, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { useCatalogPage } from '../../common/use-catalog-page';
import { useDelayedScroll } from '../../common/use-delayed-scroll';
import { BOOKING_ANCHOR, BOOKING_SCROLL_DELAY_MS, BOOKING_SCROLL_OFFSET, scrollsToBooking } from './booking-hash';
import { PackageBooking, TimeEstimate } from './PackageBooking';
import { PackageHighlights } from './PackageHighlights';
import { PackageGallery, PackageTerms, WhatYouGet } from './PackageSections';
import page from '../../common/CatalogPage.module.css';
import styles from './PackageDetailPage.module.css';

function PackageDetailView({ pkg }: { pkg: PackageDetail }) {
  const { hash, key } = useLocation();
  useDelayedScroll(
    scrollsToBooking(hash) ? `${key}${hash}` : null,
    () => document.getElementById(BOOKING_ANCHOR),
    BOOKING_SCROLL_DELAY_MS,
    () => BOOKING_SCROLL_OFFSET,
  );
  const heading = pkg.Banner?.Heading?.Value || pkg.Name;
  // An estimate asked for from here says which package it is about.
  useEstimateTopic(/\bpackage$/i.test(pkg.Name) ? pkg.Name : `${pkg.Name} package`);
  return (
    <article data-testid="package-detail">
      <PageMeta title={pkg.Title || heading} description={pkg.Description} />
      {pkg.Banner ? <PageBanner banner={{ ...pkg.Banner, Heading: { Value: heading } }} /> : null}
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={pkg.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {pkg.Banner ? null : <h1>{heading}</h1>}
          <RichText className={page.lead} html={pkg.PackageDescription?.Value} />
          <div className={styles.facts}>
            <TimeEstimate pkg={pkg} />
            <a href="#GetEstimateLink" className="button-primary">
              Get An Estimate
            </a>
          </div>
          <PackageHighlights items={pkg.IconAndHighlight} />
          <WhatYouGet pkg={pkg} />
        </div>
        <PackageBooking pkg={pkg} />
      </div>
      <div className={`container ${styles.after}`}>
        <PackageGallery images={pkg.ImageGallery} />
        <PackageTerms terms={pkg.TermsAndConditions?.Value} />
      </div>
      <TrayRenderer trays={pkg.Trays} />
    </article>
  );
}

/** /packages/:packageId: one package, from its content. */
export function PackageDetailPage() {
  const { packageId = '' } = useParams();
  const pkg = useCatalogPage(`packages/${packageId}`, 'PackageDetail');
  if (!pkg) return <Spinner />;
  return <PackageDetailView pkg={pkg} />;
}
