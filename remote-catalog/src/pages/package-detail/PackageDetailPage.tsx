import { useLocation } from 'react-router-dom';
import { Breadcrumb, hydrateNearView, RichText } from '@handyman/platform/base';
import { useEstimateTopic } from '@handyman/platform/page-tools';
import { PageBanner, TraysNearView } from '@handyman/trays/page';
import { useDelayedScroll } from '../../common/use-delayed-scroll';
import { BOOKING_ANCHOR, BOOKING_SCROLL_DELAY_MS, BOOKING_SCROLL_OFFSET, scrollsToBooking } from './booking-hash';
import { TimeEstimate } from './TimeEstimate';
import { PackageHighlights } from './PackageHighlights';
import { PackageGallery, PackageTerms, WhatYouGet } from './PackageSections';
import type { PackageView } from './package-view';
import page from '../../common/CatalogPage.module.css';
import styles from './PackageDetailPage.module.css';

// Below the package's text on a phone: the booking box and its ZIP finder (the offices package)
// hydrate when the visitor comes near them, or at once on a screen that shows them first.
const PackageBooking = hydrateNearView(() => import('./PackageBooking'), 'PackageBooking');

/** /packages/:packageId: one package; #book-online and #GetEstimateLink bring its booking box into view. */
export function PackageDetailPage({ data }: { data: PackageView }) {
  const { hash, key } = useLocation();
  useDelayedScroll(
    scrollsToBooking(hash) ? `${key}${hash}` : null,
    () => document.getElementById(BOOKING_ANCHOR),
    BOOKING_SCROLL_DELAY_MS,
    () => BOOKING_SCROLL_OFFSET,
  );
  // An estimate asked for from here says which package it is about.
  useEstimateTopic(data.estimateTopic);
  return (
    <article data-testid="package-detail">
      {data.banner ? <PageBanner banner={data.banner} /> : null}
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={data.breadcrumb} />
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {data.banner ? null : <h1>{data.heading}</h1>}
          <RichText className={page.lead} html={data.descriptionHtml} />
          <div className={styles.facts}>
            <TimeEstimate estimate={data.timeEstimate} />
            <a href="#GetEstimateLink" className="button-primary">
              Get An Estimate
            </a>
          </div>
          <PackageHighlights items={data.highlights} />
          <WhatYouGet gets={data.whatYouGet} optionsHtml={data.additionalOptionsHtml} />
        </div>
        <PackageBooking name={data.name} booking={data.booking} />
      </div>
      <div className={`container ${styles.after}`}>
        <PackageGallery items={data.gallery} />
        <PackageTerms termsHtml={data.termsHtml} />
      </div>
      <TraysNearView trays={data.trays} />
    </article>
  );
}
